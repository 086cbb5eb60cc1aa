import { AddressSection } from './AddressSection';
import { FeaturesSection, FlagsSection } from './FeaturesAndFlagsSections';
import { MainSection } from './MainSection';
import { PortalSection } from './PortalSection';
import { OwnerSection, ResponsibleSection } from './ResponsibleSection';
import { RoomsAndLandSections, ValuesSection } from './ValuesAndRoomsSections';

/** The Detalhes tab: every field of the property but its photos. */
export function DetailsTab({ propertyId }: { propertyId: string | null }) {
  return (
    <div className="admin-tab-panel">
      <MainSection propertyId={propertyId} />
      <ValuesSection />
      <RoomsAndLandSections />
      <AddressSection />
      <FeaturesSection />
      <FlagsSection />
      <PortalSection />
      <ResponsibleSection />
      <OwnerSection />
    </div>
  );
}
