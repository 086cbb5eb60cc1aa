import { AddressSection } from './AddressSection';
import { FeaturesSection, FlagsSection } from './FeaturesAndFlagsSections';
import { MainSection } from './MainSection';
import { OwnerSection, ResponsibleSection } from './ResponsibleSection';
import { RoomsAndLandSections, ValuesSection } from './ValuesAndRoomsSections';

/** The Detalhes tab: every field of the property but its photos. */
export function DetailsTab({ code }: { code: string | null }) {
  return (
    <div className="admin-tab-panel">
      <MainSection code={code} />
      <ValuesSection />
      <RoomsAndLandSections />
      <AddressSection />
      <FeaturesSection />
      <FlagsSection />
      <ResponsibleSection />
      <OwnerSection />
    </div>
  );
}
