import { graphql } from '../../gql';

/** Everything held about the person with this e-mail or phone, and the address of its download; needs privacidade. */
export const PersonDataQuery = graphql(`
  query PersonData($email: String, $phone: String) {
    personData(email: $email, phone: $phone) {
      clients {
        id
        name
        email
        phone
        active
        createdAt
      }
      leads {
        id
        source
        status
        name
        email
        phone
        createdAt
      }
      contactMessages {
        id
        name
        email
        phone
        interest
        message
        createdAt
      }
      registrations {
        id
        code
        title
        status
        contactName
        contactEmail
        contactPhone
        createdAt
      }
      visits {
        id
        propertyId
        status
        name
        phone
        email
        startsAt
        interest
        outcomeComment
        visitorConfirmedAt
        visitorConfirmedAddress
        createdAt
      }
      consents {
        id
        form
        recordType
        recordId
        noticeVersion
        acceptedAt
        address
      }
      portalRejects {
        id
        portal
        body
        receivedAt
      }
      exportUrl
    }
  }
`);

/** Anonymizes everything held about the person, at once and for good; answers what it changed. */
export const AnonymizePersonMutation = graphql(`
  mutation AnonymizePerson($email: String, $phone: String) {
    anonymizePerson(email: $email, phone: $phone) {
      ok
      message
      counts {
        clients
        leads
        contactMessages
        registrations
        visits
        consents
        portalRejects
        photos
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

/** The months a lead never converted is kept. */
export const PrivacySettingsQuery = graphql(`
  query PrivacySettings {
    privacySettings {
      leadRetentionMonths
    }
  }
`);

/** Sets the months a lead never converted is kept; the administrators only (usuarios). */
export const SavePrivacySettingsMutation = graphql(`
  mutation SavePrivacySettings($leadRetentionMonths: Int!) {
    savePrivacySettings(leadRetentionMonths: $leadRetentionMonths) {
      ok
      message
      settings {
        leadRetentionMonths
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);
