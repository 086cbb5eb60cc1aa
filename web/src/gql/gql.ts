/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AgendaVisits($from: String!, $to: String!, $brokerId: ID) {\n    visits(from: $from, to: $to, brokerId: $brokerId) {\n      ...VisitFields\n    }\n  }\n": typeof types.AgendaVisitsDocument,
    "\n  query AgendaVisit($id: ID!) {\n    visit(id: $id) {\n      ...VisitFields\n    }\n  }\n": typeof types.AgendaVisitDocument,
    "\n  query AgendaBrokers {\n    agendaBrokers {\n      id\n      name\n    }\n  }\n": typeof types.AgendaBrokersDocument,
    "\n  fragment VisitResultFields on VisitResult {\n    ok\n    message\n    visit {\n      ...VisitFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": typeof types.VisitResultFieldsFragmentDoc,
    "\n  mutation CreateVisit($input: VisitInput!) {\n    createVisit(input: $input) {\n      ...VisitResultFields\n    }\n  }\n": typeof types.CreateVisitDocument,
    "\n  mutation ConfirmVisit($id: ID!) {\n    confirmVisit(id: $id) {\n      ...VisitResultFields\n    }\n  }\n": typeof types.ConfirmVisitDocument,
    "\n  mutation CancelVisit($id: ID!, $reason: String) {\n    cancelVisit(id: $id, reason: $reason) {\n      ...VisitResultFields\n    }\n  }\n": typeof types.CancelVisitDocument,
    "\n  mutation RescheduleVisit($id: ID!, $day: String, $time: String, $durationMinutes: Int) {\n    rescheduleVisit(id: $id, day: $day, time: $time, durationMinutes: $durationMinutes) {\n      ...VisitResultFields\n    }\n  }\n": typeof types.RescheduleVisitDocument,
    "\n  mutation RecordVisitOutcome($id: ID!, $attended: Boolean, $interest: Int, $comment: String) {\n    recordVisitOutcome(id: $id, attended: $attended, interest: $interest, comment: $comment) {\n      ...VisitResultFields\n    }\n  }\n": typeof types.RecordVisitOutcomeDocument,
    "\n  query CalendarFeedUrl {\n    calendarFeedUrl\n  }\n": typeof types.CalendarFeedUrlDocument,
    "\n  mutation ReplaceCalendarFeed {\n    replaceCalendarFeed {\n      ok\n      message\n      url\n      error {\n        message\n      }\n    }\n  }\n": typeof types.ReplaceCalendarFeedDocument,
    "\n  query VisitLead($id: ID!) {\n    lead(id: $id) {\n      id\n      name\n      phone\n      property {\n        id\n        code\n      }\n    }\n  }\n": typeof types.VisitLeadDocument,
    "\n  query VisitClient($id: ID!) {\n    client(id: $id) {\n      id\n      name\n      phone\n    }\n  }\n": typeof types.VisitClientDocument,
    "\n  query AuditTrail($filter: AuditFilter, $page: Int, $perPage: Int) {\n    auditTrail(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query CompanyList($search: String, $page: Int, $sortBy: CompanySortField, $sortOrder: SortOrder) {\n    companies(search: $search, page: $page, perPage: 10, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        id\n        name\n        email\n        whatsapp\n        phone\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.CompanyListDocument,
    "\n  query CompanyRecordForm($id: ID!) {\n    companyRecord(id: $id) {\n      id\n      name\n      document\n      creci\n      phone\n      whatsapp\n      email\n      isActive\n      feedContact {\n        name\n        email\n        phone\n        website\n      }\n      address {\n        street\n        number\n        neighborhood\n        city\n        state\n        zipCode\n      }\n    }\n  }\n": typeof types.CompanyRecordFormDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ok\n      message\n      company {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  query TopBarAlerts($properties: Boolean!, $leads: Boolean!) {\n    propertyAlerts @include(if: $properties) {\n      count\n      newest {\n        property {\n          id\n          code\n          title\n        }\n      }\n    }\n    newLeadCount @include(if: $leads)\n    overdueKeys {\n      total\n      items {\n        id\n        keyLabel\n        property {\n          id\n          code\n        }\n        broker {\n          name\n        }\n      }\n    }\n  }\n": typeof types.TopBarAlertsDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actor {\n      name\n    }\n    address\n    action\n    recordType\n    recordId\n    recordLabel\n    changes {\n      field\n      before\n      after\n      secret\n    }\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query RecordHistory($recordType: AuditRecordType!, $recordId: ID!, $page: Int) {\n    recordHistory(recordType: $recordType, recordId: $recordId, page: $page) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n": typeof types.RecordHistoryDocument,
    "\n  query InternalVideos {\n    internalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n": typeof types.InternalVideosDocument,
    "\n  fragment ClientFields on Client {\n    id\n    name\n    phone\n    email\n    isActive\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  query ClientList($search: String, $page: Int) {\n    clients(search: $search, page: $page, perPage: 10) {\n      items {\n        ...ClientFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.ClientListDocument,
    "\n  query ClientRecord($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientRecordDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.CreateClientDocument,
    "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.UpdateClientDocument,
    "\n  query BrokerList($search: String, $page: Int) {\n    brokers(search: $search, page: $page, perPage: 10) {\n      items {\n        id\n        name\n        creci\n        email\n        phone\n        onDuty\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.BrokerListDocument,
    "\n  query BrokerRecord($id: ID!) {\n    broker(id: $id) {\n      id\n      name\n      creci\n      phone\n      email\n      isActive\n      onDuty\n      leaderId\n      photo {\n        fileName\n        cardUrl\n      }\n    }\n  }\n": typeof types.BrokerRecordDocument,
    "\n  query Leaders {\n    leaders {\n      id\n      name\n    }\n  }\n": typeof types.LeadersDocument,
    "\n  fragment BrokerSaveResult on BrokerResult {\n    ok\n    message\n    broker {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": typeof types.BrokerSaveResultFragmentDoc,
    "\n  mutation CreateBroker($input: BrokerInput!, $photo: Upload) {\n    createBroker(input: $input, photo: $photo) {\n      ...BrokerSaveResult\n    }\n  }\n": typeof types.CreateBrokerDocument,
    "\n  mutation UpdateBroker($id: ID!, $input: BrokerInput!, $photo: Upload, $removePhoto: Boolean) {\n    updateBroker(id: $id, input: $input, photo: $photo, removePhoto: $removePhoto) {\n      ...BrokerSaveResult\n    }\n  }\n": typeof types.UpdateBrokerDocument,
    "\n  fragment PasswordChangeResult on ActionResult {\n    ok\n    message\n    error {\n      message\n    }\n  }\n": typeof types.PasswordChangeResultFragmentDoc,
    "\n  mutation ChangeBrokerPassword($id: ID!, $password: String!) {\n    changeBrokerPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n": typeof types.ChangeBrokerPasswordDocument,
    "\n  mutation ChangeUserPassword($id: ID!, $password: String!) {\n    changeUserPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n": typeof types.ChangeUserPasswordDocument,
    "\n  query UserList {\n    users {\n      id\n      name\n      phone\n      role\n      isActive\n    }\n  }\n": typeof types.UserListDocument,
    "\n  query UserRecord($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      phone\n      role\n      isActive\n      permissions {\n        id\n      }\n    }\n  }\n": typeof types.UserRecordDocument,
    "\n  query PermissionChoices {\n    permissions {\n      id\n      description\n      identifier\n    }\n  }\n": typeof types.PermissionChoicesDocument,
    "\n  fragment UserSaveResult on UserResult {\n    ok\n    message\n    user {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": typeof types.UserSaveResultFragmentDoc,
    "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...UserSaveResult\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserSaveResult\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query PortalReport($readiness: PortalReadiness, $page: Int) {\n    portalReport(readiness: $readiness, page: $page, perPage: 20) {\n      readyCount\n      markedCount\n      items {\n        id\n        code\n        title\n        city\n        neighborhood\n        level\n        ready\n        reasons\n        thumbnailUrl\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.PortalReportDocument,
    "\n  query PortalFeed {\n    portalFeed {\n      url\n      canRegenerate\n    }\n  }\n": typeof types.PortalFeedDocument,
    "\n  mutation RegeneratePortalFeedToken {\n    regeneratePortalFeedToken {\n      ok\n      message\n      feed {\n        url\n        canRegenerate\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.RegeneratePortalFeedTokenDocument,
    "\n  fragment PropertyRowFields on Property {\n    id\n    code\n    title\n    operation\n    price\n    status\n    isActive\n    address {\n      neighborhood\n      city\n    }\n  }\n": typeof types.PropertyRowFieldsFragmentDoc,
    "\n  query StaffProperties($search: String, $status: PropertyStatus, $page: Int) {\n    staffPropertyPage(search: $search, status: $status, page: $page, perPage: 10) {\n      items {\n        portalPublish\n        portalLevel\n        statusReason\n        property {\n          ...PropertyRowFields\n        }\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.StaffPropertiesDocument,
    "\n  query StaffProperty($id: ID!) {\n    staffProperty(id: $id) {\n      portalPublish\n      portalLevel\n      clientId\n      contactName\n      contactPhone\n      contactEmail\n      statusReason\n      property {\n        ...PropertyDescriptionFields\n        rentalPrice\n        status\n        address {\n          ...FullAddressFields\n        }\n        addressPrivacy\n        responsibleBroker\n        responsibleBrokerPhone\n        isActive\n        images {\n          fileName\n          cardUrl\n        }\n      }\n    }\n  }\n": typeof types.StaffPropertyDocument,
    "\n  query Clients($search: String, $chosenId: ID) {\n    clientChoices(search: $search, chosenId: $chosenId) {\n      id\n      name\n    }\n  }\n": typeof types.ClientsDocument,
    "\n  fragment PropertySaveResult on StaffPropertyResult {\n    ok\n    message\n    property {\n      property {\n        id\n      }\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": typeof types.PropertySaveResultFragmentDoc,
    "\n  mutation CreateProperty($input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    createProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ...PropertySaveResult\n    }\n  }\n": typeof types.CreatePropertyDocument,
    "\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!], $imagesToDelete: [String!]) {\n    updateProperty(id: $id, input: $input, mainImage: $mainImage, otherImages: $otherImages, imagesToDelete: $imagesToDelete) {\n      ...PropertySaveResult\n    }\n  }\n": typeof types.UpdatePropertyDocument,
    "\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": typeof types.DeletePropertyDocument,
    "\n  mutation ChangePropertyStatus($id: ID!, $status: PropertyStatus!, $notifyClient: Boolean, $reason: String) {\n    changePropertyStatus(id: $id, status: $status, notifyClient: $notifyClient, reason: $reason) {\n      ok\n      message\n      property {\n        statusReason\n        property {\n          id\n          status\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ChangePropertyStatusDocument,
    "\n  mutation Login($email: String, $password: String) {\n    login(email: $email, password: $password) {\n      ok\n      session {\n        token\n        user {\n          id\n          name\n          email\n          role\n          permissions {\n            identifier\n          }\n        }\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      permissions {\n        identifier\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query AgencyName {\n    company {\n      name\n    }\n  }\n": typeof types.AgencyNameDocument,
    "\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String, $password: String) {\n    resetPassword(token: $token, password: $password) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation GenerateVisitRecord($visitId: ID!) {\n    generateVisitRecord(visitId: $visitId) {\n      ok\n      message\n      visit {\n        id\n        records {\n          id\n          createdAt\n          createdByName\n          downloadUrl\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.GenerateVisitRecordDocument,
    "\n  fragment VisitFields on Visit {\n    id\n    status\n    startsAt\n    endsAt\n    name\n    phone\n    email\n    cancelReason\n    interest\n    outcomeComment\n    outcomeAt\n    visitorConfirmedAt\n    leadId\n    clientId\n    property {\n      id\n      code\n      title\n      address\n      mapUrl\n    }\n    broker {\n      id\n      name\n    }\n    records {\n      id\n      createdAt\n      createdByName\n      downloadUrl\n    }\n  }\n": typeof types.VisitFieldsFragmentDoc,
    "\n  query VisitsOf($leadId: ID, $clientId: ID, $propertyId: ID) {\n    visitsOf(leadId: $leadId, clientId: $clientId, propertyId: $propertyId) {\n      ...VisitFields\n    }\n  }\n": typeof types.VisitsOfDocument,
    "\n  query Holidays($year: Int) {\n    holidays(year: $year) {\n      year\n      items {\n        id\n        day\n        name\n      }\n    }\n  }\n": typeof types.HolidaysDocument,
    "\n  mutation CreateHoliday($input: HolidayInput!) {\n    createHoliday(input: $input) {\n      ok\n      message\n      holiday {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.CreateHolidayDocument,
    "\n  mutation DeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": typeof types.DeleteHolidayDocument,
    "\n  query PropertyKeys($propertyId: ID!) {\n    propertyKeys(propertyId: $propertyId) {\n      keys {\n        id\n        label\n        location\n        code\n        holder {\n          broker {\n            id\n            name\n          }\n          since\n          dueAt\n          overdue\n        }\n      }\n      history {\n        id\n        keyLabel\n        broker {\n          id\n          name\n        }\n        checkedOutAt\n        checkedOutBy {\n          id\n          name\n        }\n        dueAt\n        checkedInAt\n        checkedInBy {\n          id\n          name\n        }\n        overdue\n      }\n      brokers {\n        id\n        name\n      }\n      visits {\n        id\n        brokerId\n        startsAt\n        name\n      }\n    }\n  }\n": typeof types.PropertyKeysDocument,
    "\n  mutation RegisterPropertyKey($propertyId: ID!, $input: PropertyKeyInput!) {\n    registerPropertyKey(propertyId: $propertyId, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.RegisterPropertyKeyDocument,
    "\n  mutation UpdatePropertyKey($id: ID!, $input: PropertyKeyInput!) {\n    updatePropertyKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.UpdatePropertyKeyDocument,
    "\n  mutation RemovePropertyKey($id: ID!) {\n    removePropertyKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": typeof types.RemovePropertyKeyDocument,
    "\n  mutation CheckOutKey($id: ID!, $input: KeyCheckoutInput!) {\n    checkOutKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.CheckOutKeyDocument,
    "\n  mutation CheckInKey($id: ID!) {\n    checkInKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": typeof types.CheckInKeyDocument,
    "\n  query Leads($search: String, $source: LeadSource, $status: LeadStatus, $page: Int) {\n    leads(search: $search, source: $source, status: $status, page: $page, perPage: 10) {\n      items {\n        id\n        source\n        status\n        name\n        phone\n        email\n        propertyId\n        propertyCode\n        listingCode\n        broker {\n          id\n          name\n        }\n        assignee {\n          id\n          name\n        }\n        createdAt\n        firstResponseAt\n        handoverAt\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.LeadsDocument,
    "\n  fragment LeadFields on Lead {\n    id\n    source\n    status\n    name\n    phone\n    email\n    interest\n    message\n    page\n    property {\n      id\n      code\n      title\n      slug\n    }\n    listingCode\n    broker {\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    clientId\n    createdAt\n    firstResponseAt\n    handoverAt\n    events {\n      id\n      kind\n      actor {\n        name\n      }\n      at\n      source\n      status\n      assignee {\n        name\n      }\n      clientId\n      fromName\n      minutes\n    }\n  }\n": typeof types.LeadFieldsFragmentDoc,
    "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      ...LeadFields\n    }\n  }\n": typeof types.LeadDocument,
    "\n  query LeadAssignees {\n    leadAssignees {\n      id\n      name\n    }\n  }\n": typeof types.LeadAssigneesDocument,
    "\n  fragment LeadResultFields on LeadResult {\n    ok\n    message\n    lead {\n      ...LeadFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": typeof types.LeadResultFieldsFragmentDoc,
    "\n  mutation AssignLead($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      ...LeadResultFields\n    }\n  }\n": typeof types.AssignLeadDocument,
    "\n  mutation ChangeLeadStatus($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      ...LeadResultFields\n    }\n  }\n": typeof types.ChangeLeadStatusDocument,
    "\n  mutation ConvertLead($id: ID!) {\n    convertLeadToClient(id: $id) {\n      ...LeadResultFields\n    }\n  }\n": typeof types.ConvertLeadDocument,
    "\n  mutation RecordLeadChat($id: ID!) {\n    recordLeadChat(id: $id) {\n      ...LeadFields\n    }\n  }\n": typeof types.RecordLeadChatDocument,
    "\n  query LeadDistribution {\n    leadDistribution {\n      mode\n      handoverMinutes\n    }\n  }\n": typeof types.LeadDistributionDocument,
    "\n  mutation SaveLeadDistribution($mode: LeadDistributionMode!, $handoverMinutes: Int!) {\n    saveLeadDistribution(mode: $mode, handoverMinutes: $handoverMinutes) {\n      ok\n      message\n      distribution {\n        mode\n        handoverMinutes\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.SaveLeadDistributionDocument,
    "\n  query LeadPerformance($from: String, $to: String) {\n    leadPerformance(from: $from, to: $to) {\n      from\n      to\n      assigned\n      weeks {\n        start\n        total\n        sources {\n          source\n          count\n        }\n      }\n      brokers {\n        broker {\n          id\n          name\n        }\n        figures {\n          leads\n          answered\n          medianMinutes\n          p90Minutes\n          converted\n          conversionRate\n        }\n      }\n      agency {\n        leads\n        answered\n        medianMinutes\n        p90Minutes\n        converted\n        conversionRate\n      }\n    }\n  }\n": typeof types.LeadPerformanceDocument,
    "\n  query PortalLeadAddresses {\n    portalLeadAddresses {\n      portal\n      createdAt\n    }\n  }\n": typeof types.PortalLeadAddressesDocument,
    "\n  mutation ReplacePortalLeadSecret($portal: LeadPortal!) {\n    replacePortalLeadSecret(portal: $portal) {\n      ok\n      message\n      credentials {\n        portal\n        url\n        user\n        password\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.ReplacePortalLeadSecretDocument,
    "\n  query PortalLeadRejects {\n    portalLeadRejects {\n      id\n      portal\n      body\n      reason\n      receivedAt\n    }\n  }\n": typeof types.PortalLeadRejectsDocument,
    "\n  query PersonData($email: String, $phone: String) {\n    personData(email: $email, phone: $phone) {\n      clients {\n        id\n        name\n        email\n        phone\n        active\n        createdAt\n      }\n      leads {\n        id\n        source\n        status\n        name\n        email\n        phone\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        email\n        phone\n        interest\n        message\n        createdAt\n      }\n      registrations {\n        id\n        code\n        title\n        status\n        contactName\n        contactEmail\n        contactPhone\n        createdAt\n      }\n      visits {\n        id\n        propertyId\n        status\n        name\n        phone\n        email\n        startsAt\n        interest\n        outcomeComment\n        visitorConfirmedAt\n        visitorConfirmedAddress\n        createdAt\n      }\n      consents {\n        id\n        form\n        recordType\n        recordId\n        noticeVersion\n        acceptedAt\n        address\n      }\n      portalRejects {\n        id\n        portal\n        body\n        receivedAt\n      }\n      exportUrl\n    }\n  }\n": typeof types.PersonDataDocument,
    "\n  mutation AnonymizePerson($email: String, $phone: String) {\n    anonymizePerson(email: $email, phone: $phone) {\n      ok\n      message\n      counts {\n        clients\n        leads\n        contactMessages\n        registrations\n        visits\n        consents\n        portalRejects\n        photos\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.AnonymizePersonDocument,
    "\n  query PrivacySettings {\n    privacySettings {\n      leadRetentionMonths\n    }\n  }\n": typeof types.PrivacySettingsDocument,
    "\n  mutation SavePrivacySettings($leadRetentionMonths: Int!) {\n    savePrivacySettings(leadRetentionMonths: $leadRetentionMonths) {\n      ok\n      message\n      settings {\n        leadRetentionMonths\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.SavePrivacySettingsDocument,
    "\n  fragment ContractTemplateFields on ContractTemplate {\n    id\n    title\n    description\n    isActive\n    fileName\n    downloadUrl\n  }\n": typeof types.ContractTemplateFieldsFragmentDoc,
    "\n  query ContractTemplateList {\n    contractTemplates {\n      ...ContractTemplateFields\n    }\n  }\n": typeof types.ContractTemplateListDocument,
    "\n  query ContractTemplateRecord($id: ID!) {\n    contractTemplate(id: $id) {\n      ...ContractTemplateFields\n    }\n  }\n": typeof types.ContractTemplateRecordDocument,
    "\n  fragment ContractTemplateSaveResult on ContractTemplateResult {\n    ok\n    message\n    template {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": typeof types.ContractTemplateSaveResultFragmentDoc,
    "\n  mutation CreateContractTemplate($input: ContractTemplateInput!, $file: Upload) {\n    createContractTemplate(input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n": typeof types.CreateContractTemplateDocument,
    "\n  mutation UpdateContractTemplate($id: ID!, $input: ContractTemplateInput!, $file: Upload) {\n    updateContractTemplate(id: $id, input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n": typeof types.UpdateContractTemplateDocument,
    "\n  query VideoList {\n    videos {\n      id\n      title\n      description\n      type\n      isActive\n    }\n  }\n": typeof types.VideoListDocument,
    "\n  query VideoRecord($id: ID!) {\n    video(id: $id) {\n      id\n      title\n      description\n      url\n      type\n      isActive\n    }\n  }\n": typeof types.VideoRecordDocument,
    "\n  fragment VideoSaveResult on VideoResult {\n    ok\n    message\n    video {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": typeof types.VideoSaveResultFragmentDoc,
    "\n  mutation CreateVideo($input: VideoInput!) {\n    createVideo(input: $input) {\n      ...VideoSaveResult\n    }\n  }\n": typeof types.CreateVideoDocument,
    "\n  mutation UpdateVideo($id: ID!, $input: VideoInput!) {\n    updateVideo(id: $id, input: $input) {\n      ...VideoSaveResult\n    }\n  }\n": typeof types.UpdateVideoDocument,
    "\n  query PostalCode($cep: String!) {\n    postalCode(cep: $cep) {\n      found\n      address {\n        cep\n        street\n        neighborhood\n        city\n        state\n      }\n    }\n  }\n": typeof types.PostalCodeDocument,
    "\n  query HomeVideos {\n    externalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n": typeof types.HomeVideosDocument,
    "\n  fragment FullAddressFields on Address {\n    street\n    number\n    complement\n    neighborhood\n    city\n    state\n    zipCode\n  }\n": typeof types.FullAddressFieldsFragmentDoc,
    "\n  fragment PropertyDescriptionFields on Property {\n    id\n    code\n    title\n    description\n    highlights\n    referencePoint\n    operation\n    type\n    price\n    iptuValue\n    iptuPeriodicity\n    bedrooms\n    bathrooms\n    suites\n    garage\n    area\n    totalArea\n    usableArea\n    builtArea\n    lotArea\n    lotFront\n    lotBack\n    isReserved\n    isLaunch\n    features\n    subdivisionName\n    deliveryDate\n    readyToBuild\n  }\n": typeof types.PropertyDescriptionFieldsFragmentDoc,
    "\n  fragment SaveErrorFields on MutationError {\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": typeof types.SaveErrorFieldsFragmentDoc,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation RegisterProperty($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ok\n      message\n      trackingPath\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.RegisterPropertyDocument,
    "\n  query PrivacyNoticeCompany {\n    company {\n      document\n    }\n  }\n": typeof types.PrivacyNoticeCompanyDocument,
    "\n  query PublicCompany {\n    company {\n      name\n      creci\n      phone\n      whatsapp\n      email\n      chatUrl\n      address {\n        ...FullAddressFields\n      }\n    }\n  }\n": typeof types.PublicCompanyDocument,
    "\n  query Cities {\n    cities {\n      city\n      count\n    }\n  }\n": typeof types.CitiesDocument,
    "\n  fragment PropertyCardFields on Property {\n    id\n    slug\n    code\n    title\n    operation\n    price\n    address {\n      neighborhood\n      city\n      state\n    }\n  }\n": typeof types.PropertyCardFieldsFragmentDoc,
    "\n  fragment CardImageFields on Image {\n    fileName\n    cardUrl\n    srcSet\n  }\n": typeof types.CardImageFieldsFragmentDoc,
    "\n  query FeaturedProperties($filter: PropertyFilter, $page: Int!, $perPage: Int!) {\n    properties(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        type\n        bedrooms\n        suites\n        bathrooms\n        garage\n        area\n        isReserved\n        mainImage {\n          ...CardImageFields\n        }\n      }\n      total\n      page\n      perPage\n      pageCount\n    }\n  }\n": typeof types.FeaturedPropertiesDocument,
    "\n  query Launches($perPage: Int!) {\n    properties(filter: { launch: true }, page: 1, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        images {\n          ...CardImageFields\n        }\n      }\n      total\n    }\n  }\n": typeof types.LaunchesDocument,
    "\n  query Consultants {\n    consultants {\n      id\n      name\n      creci\n      photoUrl\n      onDuty\n      chatUrl\n    }\n  }\n": typeof types.ConsultantsDocument,
    "\n  query PropertyDetail($slug: String!) {\n    property(slug: $slug) {\n      ...PropertyDescriptionFields\n      ...PropertyCardFields\n      otherFeatures\n      rentalPrice\n      approvedAt\n      address {\n        street\n        number\n        complement\n        zipCode\n      }\n      images {\n        fileName\n        url\n        cardUrl\n        srcSet\n        shareUrl\n      }\n    }\n  }\n": typeof types.PropertyDetailDocument,
    "\n  query RegistrationTracking($token: String!) {\n    registrationTracking(token: $token) {\n      title\n      code\n      status\n      reason\n      slug\n      createdAt\n      visitsDone\n      photos {\n        fileName\n        url\n        cardUrl\n        srcSet\n      }\n    }\n  }\n": typeof types.RegistrationTrackingDocument,
    "\n  query VisitBooking($slug: String!) {\n    property(slug: $slug) {\n      id\n      slug\n      title\n      code\n    }\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n": typeof types.VisitBookingDocument,
    "\n  mutation BookVisit($slug: String!, $input: VisitRequestInput!) {\n    bookVisit(slug: $slug, input: $input) {\n      ok\n      message\n      token\n      writtenOut\n      nextSlots {\n        day\n        time\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.BookVisitDocument,
    "\n  query VisitorVisit($token: String!) {\n    visitorVisit(token: $token) {\n      status\n      startsAt\n      endsAt\n      writtenOut\n      propertyCode\n      propertyTitle\n      propertySlug\n      brokerName\n      changeable\n      confirmable\n      confirmedAt\n    }\n  }\n": typeof types.VisitorVisitDocument,
    "\n  query VisitSlots($slug: String!) {\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n": typeof types.VisitSlotsDocument,
    "\n  mutation CancelMyVisit($token: String!) {\n    cancelMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.CancelMyVisitDocument,
    "\n  mutation RescheduleMyVisit($token: String!, $day: String, $time: String) {\n    rescheduleMyVisit(token: $token, day: $day, time: $time) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.RescheduleMyVisitDocument,
    "\n  mutation ConfirmMyVisit($token: String!) {\n    confirmMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": typeof types.ConfirmMyVisitDocument,
};
const documents: Documents = {
    "\n  query AgendaVisits($from: String!, $to: String!, $brokerId: ID) {\n    visits(from: $from, to: $to, brokerId: $brokerId) {\n      ...VisitFields\n    }\n  }\n": types.AgendaVisitsDocument,
    "\n  query AgendaVisit($id: ID!) {\n    visit(id: $id) {\n      ...VisitFields\n    }\n  }\n": types.AgendaVisitDocument,
    "\n  query AgendaBrokers {\n    agendaBrokers {\n      id\n      name\n    }\n  }\n": types.AgendaBrokersDocument,
    "\n  fragment VisitResultFields on VisitResult {\n    ok\n    message\n    visit {\n      ...VisitFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": types.VisitResultFieldsFragmentDoc,
    "\n  mutation CreateVisit($input: VisitInput!) {\n    createVisit(input: $input) {\n      ...VisitResultFields\n    }\n  }\n": types.CreateVisitDocument,
    "\n  mutation ConfirmVisit($id: ID!) {\n    confirmVisit(id: $id) {\n      ...VisitResultFields\n    }\n  }\n": types.ConfirmVisitDocument,
    "\n  mutation CancelVisit($id: ID!, $reason: String) {\n    cancelVisit(id: $id, reason: $reason) {\n      ...VisitResultFields\n    }\n  }\n": types.CancelVisitDocument,
    "\n  mutation RescheduleVisit($id: ID!, $day: String, $time: String, $durationMinutes: Int) {\n    rescheduleVisit(id: $id, day: $day, time: $time, durationMinutes: $durationMinutes) {\n      ...VisitResultFields\n    }\n  }\n": types.RescheduleVisitDocument,
    "\n  mutation RecordVisitOutcome($id: ID!, $attended: Boolean, $interest: Int, $comment: String) {\n    recordVisitOutcome(id: $id, attended: $attended, interest: $interest, comment: $comment) {\n      ...VisitResultFields\n    }\n  }\n": types.RecordVisitOutcomeDocument,
    "\n  query CalendarFeedUrl {\n    calendarFeedUrl\n  }\n": types.CalendarFeedUrlDocument,
    "\n  mutation ReplaceCalendarFeed {\n    replaceCalendarFeed {\n      ok\n      message\n      url\n      error {\n        message\n      }\n    }\n  }\n": types.ReplaceCalendarFeedDocument,
    "\n  query VisitLead($id: ID!) {\n    lead(id: $id) {\n      id\n      name\n      phone\n      property {\n        id\n        code\n      }\n    }\n  }\n": types.VisitLeadDocument,
    "\n  query VisitClient($id: ID!) {\n    client(id: $id) {\n      id\n      name\n      phone\n    }\n  }\n": types.VisitClientDocument,
    "\n  query AuditTrail($filter: AuditFilter, $page: Int, $perPage: Int) {\n    auditTrail(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query CompanyList($search: String, $page: Int, $sortBy: CompanySortField, $sortOrder: SortOrder) {\n    companies(search: $search, page: $page, perPage: 10, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        id\n        name\n        email\n        whatsapp\n        phone\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.CompanyListDocument,
    "\n  query CompanyRecordForm($id: ID!) {\n    companyRecord(id: $id) {\n      id\n      name\n      document\n      creci\n      phone\n      whatsapp\n      email\n      isActive\n      feedContact {\n        name\n        email\n        phone\n        website\n      }\n      address {\n        street\n        number\n        neighborhood\n        city\n        state\n        zipCode\n      }\n    }\n  }\n": types.CompanyRecordFormDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ok\n      message\n      company {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  query TopBarAlerts($properties: Boolean!, $leads: Boolean!) {\n    propertyAlerts @include(if: $properties) {\n      count\n      newest {\n        property {\n          id\n          code\n          title\n        }\n      }\n    }\n    newLeadCount @include(if: $leads)\n    overdueKeys {\n      total\n      items {\n        id\n        keyLabel\n        property {\n          id\n          code\n        }\n        broker {\n          name\n        }\n      }\n    }\n  }\n": types.TopBarAlertsDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actor {\n      name\n    }\n    address\n    action\n    recordType\n    recordId\n    recordLabel\n    changes {\n      field\n      before\n      after\n      secret\n    }\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query RecordHistory($recordType: AuditRecordType!, $recordId: ID!, $page: Int) {\n    recordHistory(recordType: $recordType, recordId: $recordId, page: $page) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  query InternalVideos {\n    internalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n": types.InternalVideosDocument,
    "\n  fragment ClientFields on Client {\n    id\n    name\n    phone\n    email\n    isActive\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  query ClientList($search: String, $page: Int) {\n    clients(search: $search, page: $page, perPage: 10) {\n      items {\n        ...ClientFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.ClientListDocument,
    "\n  query ClientRecord($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n": types.ClientRecordDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.CreateClientDocument,
    "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.UpdateClientDocument,
    "\n  query BrokerList($search: String, $page: Int) {\n    brokers(search: $search, page: $page, perPage: 10) {\n      items {\n        id\n        name\n        creci\n        email\n        phone\n        onDuty\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.BrokerListDocument,
    "\n  query BrokerRecord($id: ID!) {\n    broker(id: $id) {\n      id\n      name\n      creci\n      phone\n      email\n      isActive\n      onDuty\n      leaderId\n      photo {\n        fileName\n        cardUrl\n      }\n    }\n  }\n": types.BrokerRecordDocument,
    "\n  query Leaders {\n    leaders {\n      id\n      name\n    }\n  }\n": types.LeadersDocument,
    "\n  fragment BrokerSaveResult on BrokerResult {\n    ok\n    message\n    broker {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": types.BrokerSaveResultFragmentDoc,
    "\n  mutation CreateBroker($input: BrokerInput!, $photo: Upload) {\n    createBroker(input: $input, photo: $photo) {\n      ...BrokerSaveResult\n    }\n  }\n": types.CreateBrokerDocument,
    "\n  mutation UpdateBroker($id: ID!, $input: BrokerInput!, $photo: Upload, $removePhoto: Boolean) {\n    updateBroker(id: $id, input: $input, photo: $photo, removePhoto: $removePhoto) {\n      ...BrokerSaveResult\n    }\n  }\n": types.UpdateBrokerDocument,
    "\n  fragment PasswordChangeResult on ActionResult {\n    ok\n    message\n    error {\n      message\n    }\n  }\n": types.PasswordChangeResultFragmentDoc,
    "\n  mutation ChangeBrokerPassword($id: ID!, $password: String!) {\n    changeBrokerPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n": types.ChangeBrokerPasswordDocument,
    "\n  mutation ChangeUserPassword($id: ID!, $password: String!) {\n    changeUserPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n": types.ChangeUserPasswordDocument,
    "\n  query UserList {\n    users {\n      id\n      name\n      phone\n      role\n      isActive\n    }\n  }\n": types.UserListDocument,
    "\n  query UserRecord($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      phone\n      role\n      isActive\n      permissions {\n        id\n      }\n    }\n  }\n": types.UserRecordDocument,
    "\n  query PermissionChoices {\n    permissions {\n      id\n      description\n      identifier\n    }\n  }\n": types.PermissionChoicesDocument,
    "\n  fragment UserSaveResult on UserResult {\n    ok\n    message\n    user {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": types.UserSaveResultFragmentDoc,
    "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...UserSaveResult\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserSaveResult\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query PortalReport($readiness: PortalReadiness, $page: Int) {\n    portalReport(readiness: $readiness, page: $page, perPage: 20) {\n      readyCount\n      markedCount\n      items {\n        id\n        code\n        title\n        city\n        neighborhood\n        level\n        ready\n        reasons\n        thumbnailUrl\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.PortalReportDocument,
    "\n  query PortalFeed {\n    portalFeed {\n      url\n      canRegenerate\n    }\n  }\n": types.PortalFeedDocument,
    "\n  mutation RegeneratePortalFeedToken {\n    regeneratePortalFeedToken {\n      ok\n      message\n      feed {\n        url\n        canRegenerate\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.RegeneratePortalFeedTokenDocument,
    "\n  fragment PropertyRowFields on Property {\n    id\n    code\n    title\n    operation\n    price\n    status\n    isActive\n    address {\n      neighborhood\n      city\n    }\n  }\n": types.PropertyRowFieldsFragmentDoc,
    "\n  query StaffProperties($search: String, $status: PropertyStatus, $page: Int) {\n    staffPropertyPage(search: $search, status: $status, page: $page, perPage: 10) {\n      items {\n        portalPublish\n        portalLevel\n        statusReason\n        property {\n          ...PropertyRowFields\n        }\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.StaffPropertiesDocument,
    "\n  query StaffProperty($id: ID!) {\n    staffProperty(id: $id) {\n      portalPublish\n      portalLevel\n      clientId\n      contactName\n      contactPhone\n      contactEmail\n      statusReason\n      property {\n        ...PropertyDescriptionFields\n        rentalPrice\n        status\n        address {\n          ...FullAddressFields\n        }\n        addressPrivacy\n        responsibleBroker\n        responsibleBrokerPhone\n        isActive\n        images {\n          fileName\n          cardUrl\n        }\n      }\n    }\n  }\n": types.StaffPropertyDocument,
    "\n  query Clients($search: String, $chosenId: ID) {\n    clientChoices(search: $search, chosenId: $chosenId) {\n      id\n      name\n    }\n  }\n": types.ClientsDocument,
    "\n  fragment PropertySaveResult on StaffPropertyResult {\n    ok\n    message\n    property {\n      property {\n        id\n      }\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": types.PropertySaveResultFragmentDoc,
    "\n  mutation CreateProperty($input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    createProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ...PropertySaveResult\n    }\n  }\n": types.CreatePropertyDocument,
    "\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!], $imagesToDelete: [String!]) {\n    updateProperty(id: $id, input: $input, mainImage: $mainImage, otherImages: $otherImages, imagesToDelete: $imagesToDelete) {\n      ...PropertySaveResult\n    }\n  }\n": types.UpdatePropertyDocument,
    "\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": types.DeletePropertyDocument,
    "\n  mutation ChangePropertyStatus($id: ID!, $status: PropertyStatus!, $notifyClient: Boolean, $reason: String) {\n    changePropertyStatus(id: $id, status: $status, notifyClient: $notifyClient, reason: $reason) {\n      ok\n      message\n      property {\n        statusReason\n        property {\n          id\n          status\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ChangePropertyStatusDocument,
    "\n  mutation Login($email: String, $password: String) {\n    login(email: $email, password: $password) {\n      ok\n      session {\n        token\n        user {\n          id\n          name\n          email\n          role\n          permissions {\n            identifier\n          }\n        }\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      permissions {\n        identifier\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query AgencyName {\n    company {\n      name\n    }\n  }\n": types.AgencyNameDocument,
    "\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String, $password: String) {\n    resetPassword(token: $token, password: $password) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation GenerateVisitRecord($visitId: ID!) {\n    generateVisitRecord(visitId: $visitId) {\n      ok\n      message\n      visit {\n        id\n        records {\n          id\n          createdAt\n          createdByName\n          downloadUrl\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.GenerateVisitRecordDocument,
    "\n  fragment VisitFields on Visit {\n    id\n    status\n    startsAt\n    endsAt\n    name\n    phone\n    email\n    cancelReason\n    interest\n    outcomeComment\n    outcomeAt\n    visitorConfirmedAt\n    leadId\n    clientId\n    property {\n      id\n      code\n      title\n      address\n      mapUrl\n    }\n    broker {\n      id\n      name\n    }\n    records {\n      id\n      createdAt\n      createdByName\n      downloadUrl\n    }\n  }\n": types.VisitFieldsFragmentDoc,
    "\n  query VisitsOf($leadId: ID, $clientId: ID, $propertyId: ID) {\n    visitsOf(leadId: $leadId, clientId: $clientId, propertyId: $propertyId) {\n      ...VisitFields\n    }\n  }\n": types.VisitsOfDocument,
    "\n  query Holidays($year: Int) {\n    holidays(year: $year) {\n      year\n      items {\n        id\n        day\n        name\n      }\n    }\n  }\n": types.HolidaysDocument,
    "\n  mutation CreateHoliday($input: HolidayInput!) {\n    createHoliday(input: $input) {\n      ok\n      message\n      holiday {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.CreateHolidayDocument,
    "\n  mutation DeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": types.DeleteHolidayDocument,
    "\n  query PropertyKeys($propertyId: ID!) {\n    propertyKeys(propertyId: $propertyId) {\n      keys {\n        id\n        label\n        location\n        code\n        holder {\n          broker {\n            id\n            name\n          }\n          since\n          dueAt\n          overdue\n        }\n      }\n      history {\n        id\n        keyLabel\n        broker {\n          id\n          name\n        }\n        checkedOutAt\n        checkedOutBy {\n          id\n          name\n        }\n        dueAt\n        checkedInAt\n        checkedInBy {\n          id\n          name\n        }\n        overdue\n      }\n      brokers {\n        id\n        name\n      }\n      visits {\n        id\n        brokerId\n        startsAt\n        name\n      }\n    }\n  }\n": types.PropertyKeysDocument,
    "\n  mutation RegisterPropertyKey($propertyId: ID!, $input: PropertyKeyInput!) {\n    registerPropertyKey(propertyId: $propertyId, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.RegisterPropertyKeyDocument,
    "\n  mutation UpdatePropertyKey($id: ID!, $input: PropertyKeyInput!) {\n    updatePropertyKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.UpdatePropertyKeyDocument,
    "\n  mutation RemovePropertyKey($id: ID!) {\n    removePropertyKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": types.RemovePropertyKeyDocument,
    "\n  mutation CheckOutKey($id: ID!, $input: KeyCheckoutInput!) {\n    checkOutKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.CheckOutKeyDocument,
    "\n  mutation CheckInKey($id: ID!) {\n    checkInKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n": types.CheckInKeyDocument,
    "\n  query Leads($search: String, $source: LeadSource, $status: LeadStatus, $page: Int) {\n    leads(search: $search, source: $source, status: $status, page: $page, perPage: 10) {\n      items {\n        id\n        source\n        status\n        name\n        phone\n        email\n        propertyId\n        propertyCode\n        listingCode\n        broker {\n          id\n          name\n        }\n        assignee {\n          id\n          name\n        }\n        createdAt\n        firstResponseAt\n        handoverAt\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.LeadsDocument,
    "\n  fragment LeadFields on Lead {\n    id\n    source\n    status\n    name\n    phone\n    email\n    interest\n    message\n    page\n    property {\n      id\n      code\n      title\n      slug\n    }\n    listingCode\n    broker {\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    clientId\n    createdAt\n    firstResponseAt\n    handoverAt\n    events {\n      id\n      kind\n      actor {\n        name\n      }\n      at\n      source\n      status\n      assignee {\n        name\n      }\n      clientId\n      fromName\n      minutes\n    }\n  }\n": types.LeadFieldsFragmentDoc,
    "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      ...LeadFields\n    }\n  }\n": types.LeadDocument,
    "\n  query LeadAssignees {\n    leadAssignees {\n      id\n      name\n    }\n  }\n": types.LeadAssigneesDocument,
    "\n  fragment LeadResultFields on LeadResult {\n    ok\n    message\n    lead {\n      ...LeadFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": types.LeadResultFieldsFragmentDoc,
    "\n  mutation AssignLead($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      ...LeadResultFields\n    }\n  }\n": types.AssignLeadDocument,
    "\n  mutation ChangeLeadStatus($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      ...LeadResultFields\n    }\n  }\n": types.ChangeLeadStatusDocument,
    "\n  mutation ConvertLead($id: ID!) {\n    convertLeadToClient(id: $id) {\n      ...LeadResultFields\n    }\n  }\n": types.ConvertLeadDocument,
    "\n  mutation RecordLeadChat($id: ID!) {\n    recordLeadChat(id: $id) {\n      ...LeadFields\n    }\n  }\n": types.RecordLeadChatDocument,
    "\n  query LeadDistribution {\n    leadDistribution {\n      mode\n      handoverMinutes\n    }\n  }\n": types.LeadDistributionDocument,
    "\n  mutation SaveLeadDistribution($mode: LeadDistributionMode!, $handoverMinutes: Int!) {\n    saveLeadDistribution(mode: $mode, handoverMinutes: $handoverMinutes) {\n      ok\n      message\n      distribution {\n        mode\n        handoverMinutes\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.SaveLeadDistributionDocument,
    "\n  query LeadPerformance($from: String, $to: String) {\n    leadPerformance(from: $from, to: $to) {\n      from\n      to\n      assigned\n      weeks {\n        start\n        total\n        sources {\n          source\n          count\n        }\n      }\n      brokers {\n        broker {\n          id\n          name\n        }\n        figures {\n          leads\n          answered\n          medianMinutes\n          p90Minutes\n          converted\n          conversionRate\n        }\n      }\n      agency {\n        leads\n        answered\n        medianMinutes\n        p90Minutes\n        converted\n        conversionRate\n      }\n    }\n  }\n": types.LeadPerformanceDocument,
    "\n  query PortalLeadAddresses {\n    portalLeadAddresses {\n      portal\n      createdAt\n    }\n  }\n": types.PortalLeadAddressesDocument,
    "\n  mutation ReplacePortalLeadSecret($portal: LeadPortal!) {\n    replacePortalLeadSecret(portal: $portal) {\n      ok\n      message\n      credentials {\n        portal\n        url\n        user\n        password\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.ReplacePortalLeadSecretDocument,
    "\n  query PortalLeadRejects {\n    portalLeadRejects {\n      id\n      portal\n      body\n      reason\n      receivedAt\n    }\n  }\n": types.PortalLeadRejectsDocument,
    "\n  query PersonData($email: String, $phone: String) {\n    personData(email: $email, phone: $phone) {\n      clients {\n        id\n        name\n        email\n        phone\n        active\n        createdAt\n      }\n      leads {\n        id\n        source\n        status\n        name\n        email\n        phone\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        email\n        phone\n        interest\n        message\n        createdAt\n      }\n      registrations {\n        id\n        code\n        title\n        status\n        contactName\n        contactEmail\n        contactPhone\n        createdAt\n      }\n      visits {\n        id\n        propertyId\n        status\n        name\n        phone\n        email\n        startsAt\n        interest\n        outcomeComment\n        visitorConfirmedAt\n        visitorConfirmedAddress\n        createdAt\n      }\n      consents {\n        id\n        form\n        recordType\n        recordId\n        noticeVersion\n        acceptedAt\n        address\n      }\n      portalRejects {\n        id\n        portal\n        body\n        receivedAt\n      }\n      exportUrl\n    }\n  }\n": types.PersonDataDocument,
    "\n  mutation AnonymizePerson($email: String, $phone: String) {\n    anonymizePerson(email: $email, phone: $phone) {\n      ok\n      message\n      counts {\n        clients\n        leads\n        contactMessages\n        registrations\n        visits\n        consents\n        portalRejects\n        photos\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.AnonymizePersonDocument,
    "\n  query PrivacySettings {\n    privacySettings {\n      leadRetentionMonths\n    }\n  }\n": types.PrivacySettingsDocument,
    "\n  mutation SavePrivacySettings($leadRetentionMonths: Int!) {\n    savePrivacySettings(leadRetentionMonths: $leadRetentionMonths) {\n      ok\n      message\n      settings {\n        leadRetentionMonths\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.SavePrivacySettingsDocument,
    "\n  fragment ContractTemplateFields on ContractTemplate {\n    id\n    title\n    description\n    isActive\n    fileName\n    downloadUrl\n  }\n": types.ContractTemplateFieldsFragmentDoc,
    "\n  query ContractTemplateList {\n    contractTemplates {\n      ...ContractTemplateFields\n    }\n  }\n": types.ContractTemplateListDocument,
    "\n  query ContractTemplateRecord($id: ID!) {\n    contractTemplate(id: $id) {\n      ...ContractTemplateFields\n    }\n  }\n": types.ContractTemplateRecordDocument,
    "\n  fragment ContractTemplateSaveResult on ContractTemplateResult {\n    ok\n    message\n    template {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": types.ContractTemplateSaveResultFragmentDoc,
    "\n  mutation CreateContractTemplate($input: ContractTemplateInput!, $file: Upload) {\n    createContractTemplate(input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n": types.CreateContractTemplateDocument,
    "\n  mutation UpdateContractTemplate($id: ID!, $input: ContractTemplateInput!, $file: Upload) {\n    updateContractTemplate(id: $id, input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n": types.UpdateContractTemplateDocument,
    "\n  query VideoList {\n    videos {\n      id\n      title\n      description\n      type\n      isActive\n    }\n  }\n": types.VideoListDocument,
    "\n  query VideoRecord($id: ID!) {\n    video(id: $id) {\n      id\n      title\n      description\n      url\n      type\n      isActive\n    }\n  }\n": types.VideoRecordDocument,
    "\n  fragment VideoSaveResult on VideoResult {\n    ok\n    message\n    video {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n": types.VideoSaveResultFragmentDoc,
    "\n  mutation CreateVideo($input: VideoInput!) {\n    createVideo(input: $input) {\n      ...VideoSaveResult\n    }\n  }\n": types.CreateVideoDocument,
    "\n  mutation UpdateVideo($id: ID!, $input: VideoInput!) {\n    updateVideo(id: $id, input: $input) {\n      ...VideoSaveResult\n    }\n  }\n": types.UpdateVideoDocument,
    "\n  query PostalCode($cep: String!) {\n    postalCode(cep: $cep) {\n      found\n      address {\n        cep\n        street\n        neighborhood\n        city\n        state\n      }\n    }\n  }\n": types.PostalCodeDocument,
    "\n  query HomeVideos {\n    externalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n": types.HomeVideosDocument,
    "\n  fragment FullAddressFields on Address {\n    street\n    number\n    complement\n    neighborhood\n    city\n    state\n    zipCode\n  }\n": types.FullAddressFieldsFragmentDoc,
    "\n  fragment PropertyDescriptionFields on Property {\n    id\n    code\n    title\n    description\n    highlights\n    referencePoint\n    operation\n    type\n    price\n    iptuValue\n    iptuPeriodicity\n    bedrooms\n    bathrooms\n    suites\n    garage\n    area\n    totalArea\n    usableArea\n    builtArea\n    lotArea\n    lotFront\n    lotBack\n    isReserved\n    isLaunch\n    features\n    subdivisionName\n    deliveryDate\n    readyToBuild\n  }\n": types.PropertyDescriptionFieldsFragmentDoc,
    "\n  fragment SaveErrorFields on MutationError {\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.SaveErrorFieldsFragmentDoc,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation RegisterProperty($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ok\n      message\n      trackingPath\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.RegisterPropertyDocument,
    "\n  query PrivacyNoticeCompany {\n    company {\n      document\n    }\n  }\n": types.PrivacyNoticeCompanyDocument,
    "\n  query PublicCompany {\n    company {\n      name\n      creci\n      phone\n      whatsapp\n      email\n      chatUrl\n      address {\n        ...FullAddressFields\n      }\n    }\n  }\n": types.PublicCompanyDocument,
    "\n  query Cities {\n    cities {\n      city\n      count\n    }\n  }\n": types.CitiesDocument,
    "\n  fragment PropertyCardFields on Property {\n    id\n    slug\n    code\n    title\n    operation\n    price\n    address {\n      neighborhood\n      city\n      state\n    }\n  }\n": types.PropertyCardFieldsFragmentDoc,
    "\n  fragment CardImageFields on Image {\n    fileName\n    cardUrl\n    srcSet\n  }\n": types.CardImageFieldsFragmentDoc,
    "\n  query FeaturedProperties($filter: PropertyFilter, $page: Int!, $perPage: Int!) {\n    properties(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        type\n        bedrooms\n        suites\n        bathrooms\n        garage\n        area\n        isReserved\n        mainImage {\n          ...CardImageFields\n        }\n      }\n      total\n      page\n      perPage\n      pageCount\n    }\n  }\n": types.FeaturedPropertiesDocument,
    "\n  query Launches($perPage: Int!) {\n    properties(filter: { launch: true }, page: 1, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        images {\n          ...CardImageFields\n        }\n      }\n      total\n    }\n  }\n": types.LaunchesDocument,
    "\n  query Consultants {\n    consultants {\n      id\n      name\n      creci\n      photoUrl\n      onDuty\n      chatUrl\n    }\n  }\n": types.ConsultantsDocument,
    "\n  query PropertyDetail($slug: String!) {\n    property(slug: $slug) {\n      ...PropertyDescriptionFields\n      ...PropertyCardFields\n      otherFeatures\n      rentalPrice\n      approvedAt\n      address {\n        street\n        number\n        complement\n        zipCode\n      }\n      images {\n        fileName\n        url\n        cardUrl\n        srcSet\n        shareUrl\n      }\n    }\n  }\n": types.PropertyDetailDocument,
    "\n  query RegistrationTracking($token: String!) {\n    registrationTracking(token: $token) {\n      title\n      code\n      status\n      reason\n      slug\n      createdAt\n      visitsDone\n      photos {\n        fileName\n        url\n        cardUrl\n        srcSet\n      }\n    }\n  }\n": types.RegistrationTrackingDocument,
    "\n  query VisitBooking($slug: String!) {\n    property(slug: $slug) {\n      id\n      slug\n      title\n      code\n    }\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n": types.VisitBookingDocument,
    "\n  mutation BookVisit($slug: String!, $input: VisitRequestInput!) {\n    bookVisit(slug: $slug, input: $input) {\n      ok\n      message\n      token\n      writtenOut\n      nextSlots {\n        day\n        time\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.BookVisitDocument,
    "\n  query VisitorVisit($token: String!) {\n    visitorVisit(token: $token) {\n      status\n      startsAt\n      endsAt\n      writtenOut\n      propertyCode\n      propertyTitle\n      propertySlug\n      brokerName\n      changeable\n      confirmable\n      confirmedAt\n    }\n  }\n": types.VisitorVisitDocument,
    "\n  query VisitSlots($slug: String!) {\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n": types.VisitSlotsDocument,
    "\n  mutation CancelMyVisit($token: String!) {\n    cancelMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.CancelMyVisitDocument,
    "\n  mutation RescheduleMyVisit($token: String!, $day: String, $time: String) {\n    rescheduleMyVisit(token: $token, day: $day, time: $time) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.RescheduleMyVisitDocument,
    "\n  mutation ConfirmMyVisit($token: String!) {\n    confirmMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n": types.ConfirmMyVisitDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaVisits($from: String!, $to: String!, $brokerId: ID) {\n    visits(from: $from, to: $to, brokerId: $brokerId) {\n      ...VisitFields\n    }\n  }\n"): (typeof documents)["\n  query AgendaVisits($from: String!, $to: String!, $brokerId: ID) {\n    visits(from: $from, to: $to, brokerId: $brokerId) {\n      ...VisitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaVisit($id: ID!) {\n    visit(id: $id) {\n      ...VisitFields\n    }\n  }\n"): (typeof documents)["\n  query AgendaVisit($id: ID!) {\n    visit(id: $id) {\n      ...VisitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaBrokers {\n    agendaBrokers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AgendaBrokers {\n    agendaBrokers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitResultFields on VisitResult {\n    ok\n    message\n    visit {\n      ...VisitFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment VisitResultFields on VisitResult {\n    ok\n    message\n    visit {\n      ...VisitFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVisit($input: VisitInput!) {\n    createVisit(input: $input) {\n      ...VisitResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVisit($input: VisitInput!) {\n    createVisit(input: $input) {\n      ...VisitResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmVisit($id: ID!) {\n    confirmVisit(id: $id) {\n      ...VisitResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmVisit($id: ID!) {\n    confirmVisit(id: $id) {\n      ...VisitResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelVisit($id: ID!, $reason: String) {\n    cancelVisit(id: $id, reason: $reason) {\n      ...VisitResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelVisit($id: ID!, $reason: String) {\n    cancelVisit(id: $id, reason: $reason) {\n      ...VisitResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleVisit($id: ID!, $day: String, $time: String, $durationMinutes: Int) {\n    rescheduleVisit(id: $id, day: $day, time: $time, durationMinutes: $durationMinutes) {\n      ...VisitResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleVisit($id: ID!, $day: String, $time: String, $durationMinutes: Int) {\n    rescheduleVisit(id: $id, day: $day, time: $time, durationMinutes: $durationMinutes) {\n      ...VisitResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordVisitOutcome($id: ID!, $attended: Boolean, $interest: Int, $comment: String) {\n    recordVisitOutcome(id: $id, attended: $attended, interest: $interest, comment: $comment) {\n      ...VisitResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordVisitOutcome($id: ID!, $attended: Boolean, $interest: Int, $comment: String) {\n    recordVisitOutcome(id: $id, attended: $attended, interest: $interest, comment: $comment) {\n      ...VisitResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeedUrl {\n    calendarFeedUrl\n  }\n"): (typeof documents)["\n  query CalendarFeedUrl {\n    calendarFeedUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceCalendarFeed {\n    replaceCalendarFeed {\n      ok\n      message\n      url\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceCalendarFeed {\n    replaceCalendarFeed {\n      ok\n      message\n      url\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitLead($id: ID!) {\n    lead(id: $id) {\n      id\n      name\n      phone\n      property {\n        id\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisitLead($id: ID!) {\n    lead(id: $id) {\n      id\n      name\n      phone\n      property {\n        id\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitClient($id: ID!) {\n    client(id: $id) {\n      id\n      name\n      phone\n    }\n  }\n"): (typeof documents)["\n  query VisitClient($id: ID!) {\n    client(id: $id) {\n      id\n      name\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($filter: AuditFilter, $page: Int, $perPage: Int) {\n    auditTrail(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($filter: AuditFilter, $page: Int, $perPage: Int) {\n    auditTrail(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyList($search: String, $page: Int, $sortBy: CompanySortField, $sortOrder: SortOrder) {\n    companies(search: $search, page: $page, perPage: 10, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        id\n        name\n        email\n        whatsapp\n        phone\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query CompanyList($search: String, $page: Int, $sortBy: CompanySortField, $sortOrder: SortOrder) {\n    companies(search: $search, page: $page, perPage: 10, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        id\n        name\n        email\n        whatsapp\n        phone\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyRecordForm($id: ID!) {\n    companyRecord(id: $id) {\n      id\n      name\n      document\n      creci\n      phone\n      whatsapp\n      email\n      isActive\n      feedContact {\n        name\n        email\n        phone\n        website\n      }\n      address {\n        street\n        number\n        neighborhood\n        city\n        state\n        zipCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyRecordForm($id: ID!) {\n    companyRecord(id: $id) {\n      id\n      name\n      document\n      creci\n      phone\n      whatsapp\n      email\n      isActive\n      feedContact {\n        name\n        email\n        phone\n        website\n      }\n      address {\n        street\n        number\n        neighborhood\n        city\n        state\n        zipCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ok\n      message\n      company {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ok\n      message\n      company {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarAlerts($properties: Boolean!, $leads: Boolean!) {\n    propertyAlerts @include(if: $properties) {\n      count\n      newest {\n        property {\n          id\n          code\n          title\n        }\n      }\n    }\n    newLeadCount @include(if: $leads)\n    overdueKeys {\n      total\n      items {\n        id\n        keyLabel\n        property {\n          id\n          code\n        }\n        broker {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopBarAlerts($properties: Boolean!, $leads: Boolean!) {\n    propertyAlerts @include(if: $properties) {\n      count\n      newest {\n        property {\n          id\n          code\n          title\n        }\n      }\n    }\n    newLeadCount @include(if: $leads)\n    overdueKeys {\n      total\n      items {\n        id\n        keyLabel\n        property {\n          id\n          code\n        }\n        broker {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actor {\n      name\n    }\n    address\n    action\n    recordType\n    recordId\n    recordLabel\n    changes {\n      field\n      before\n      after\n      secret\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actor {\n      name\n    }\n    address\n    action\n    recordType\n    recordId\n    recordLabel\n    changes {\n      field\n      before\n      after\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($recordType: AuditRecordType!, $recordId: ID!, $page: Int) {\n    recordHistory(recordType: $recordType, recordId: $recordId, page: $page) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query RecordHistory($recordType: AuditRecordType!, $recordId: ID!, $page: Int) {\n    recordHistory(recordType: $recordType, recordId: $recordId, page: $page) {\n      items {\n        ...AuditEntryFields\n      }\n      page\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InternalVideos {\n    internalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n"): (typeof documents)["\n  query InternalVideos {\n    internalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on Client {\n    id\n    name\n    phone\n    email\n    isActive\n  }\n"): (typeof documents)["\n  fragment ClientFields on Client {\n    id\n    name\n    phone\n    email\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientList($search: String, $page: Int) {\n    clients(search: $search, page: $page, perPage: 10) {\n      items {\n        ...ClientFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query ClientList($search: String, $page: Int) {\n    clients(search: $search, page: $page, perPage: 10) {\n      items {\n        ...ClientFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientRecord($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  query ClientRecord($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ok\n      message\n      client {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrokerList($search: String, $page: Int) {\n    brokers(search: $search, page: $page, perPage: 10) {\n      items {\n        id\n        name\n        creci\n        email\n        phone\n        onDuty\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query BrokerList($search: String, $page: Int) {\n    brokers(search: $search, page: $page, perPage: 10) {\n      items {\n        id\n        name\n        creci\n        email\n        phone\n        onDuty\n        isActive\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrokerRecord($id: ID!) {\n    broker(id: $id) {\n      id\n      name\n      creci\n      phone\n      email\n      isActive\n      onDuty\n      leaderId\n      photo {\n        fileName\n        cardUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrokerRecord($id: ID!) {\n    broker(id: $id) {\n      id\n      name\n      creci\n      phone\n      email\n      isActive\n      onDuty\n      leaderId\n      photo {\n        fileName\n        cardUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leaders {\n    leaders {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Leaders {\n    leaders {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrokerSaveResult on BrokerResult {\n    ok\n    message\n    broker {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment BrokerSaveResult on BrokerResult {\n    ok\n    message\n    broker {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBroker($input: BrokerInput!, $photo: Upload) {\n    createBroker(input: $input, photo: $photo) {\n      ...BrokerSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBroker($input: BrokerInput!, $photo: Upload) {\n    createBroker(input: $input, photo: $photo) {\n      ...BrokerSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBroker($id: ID!, $input: BrokerInput!, $photo: Upload, $removePhoto: Boolean) {\n    updateBroker(id: $id, input: $input, photo: $photo, removePhoto: $removePhoto) {\n      ...BrokerSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBroker($id: ID!, $input: BrokerInput!, $photo: Upload, $removePhoto: Boolean) {\n    updateBroker(id: $id, input: $input, photo: $photo, removePhoto: $removePhoto) {\n      ...BrokerSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PasswordChangeResult on ActionResult {\n    ok\n    message\n    error {\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment PasswordChangeResult on ActionResult {\n    ok\n    message\n    error {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeBrokerPassword($id: ID!, $password: String!) {\n    changeBrokerPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeBrokerPassword($id: ID!, $password: String!) {\n    changeBrokerPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserPassword($id: ID!, $password: String!) {\n    changeUserPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUserPassword($id: ID!, $password: String!) {\n    changeUserPassword(id: $id, password: $password) {\n      ...PasswordChangeResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserList {\n    users {\n      id\n      name\n      phone\n      role\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query UserList {\n    users {\n      id\n      name\n      phone\n      role\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRecord($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      phone\n      role\n      isActive\n      permissions {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserRecord($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      phone\n      role\n      isActive\n      permissions {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissionChoices {\n    permissions {\n      id\n      description\n      identifier\n    }\n  }\n"): (typeof documents)["\n  query PermissionChoices {\n    permissions {\n      id\n      description\n      identifier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserSaveResult on UserResult {\n    ok\n    message\n    user {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment UserSaveResult on UserResult {\n    ok\n    message\n    user {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...UserSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...UserSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalReport($readiness: PortalReadiness, $page: Int) {\n    portalReport(readiness: $readiness, page: $page, perPage: 20) {\n      readyCount\n      markedCount\n      items {\n        id\n        code\n        title\n        city\n        neighborhood\n        level\n        ready\n        reasons\n        thumbnailUrl\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query PortalReport($readiness: PortalReadiness, $page: Int) {\n    portalReport(readiness: $readiness, page: $page, perPage: 20) {\n      readyCount\n      markedCount\n      items {\n        id\n        code\n        title\n        city\n        neighborhood\n        level\n        ready\n        reasons\n        thumbnailUrl\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalFeed {\n    portalFeed {\n      url\n      canRegenerate\n    }\n  }\n"): (typeof documents)["\n  query PortalFeed {\n    portalFeed {\n      url\n      canRegenerate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegeneratePortalFeedToken {\n    regeneratePortalFeedToken {\n      ok\n      message\n      feed {\n        url\n        canRegenerate\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegeneratePortalFeedToken {\n    regeneratePortalFeedToken {\n      ok\n      message\n      feed {\n        url\n        canRegenerate\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyRowFields on Property {\n    id\n    code\n    title\n    operation\n    price\n    status\n    isActive\n    address {\n      neighborhood\n      city\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyRowFields on Property {\n    id\n    code\n    title\n    operation\n    price\n    status\n    isActive\n    address {\n      neighborhood\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffProperties($search: String, $status: PropertyStatus, $page: Int) {\n    staffPropertyPage(search: $search, status: $status, page: $page, perPage: 10) {\n      items {\n        portalPublish\n        portalLevel\n        statusReason\n        property {\n          ...PropertyRowFields\n        }\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query StaffProperties($search: String, $status: PropertyStatus, $page: Int) {\n    staffPropertyPage(search: $search, status: $status, page: $page, perPage: 10) {\n      items {\n        portalPublish\n        portalLevel\n        statusReason\n        property {\n          ...PropertyRowFields\n        }\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffProperty($id: ID!) {\n    staffProperty(id: $id) {\n      portalPublish\n      portalLevel\n      clientId\n      contactName\n      contactPhone\n      contactEmail\n      statusReason\n      property {\n        ...PropertyDescriptionFields\n        rentalPrice\n        status\n        address {\n          ...FullAddressFields\n        }\n        addressPrivacy\n        responsibleBroker\n        responsibleBrokerPhone\n        isActive\n        images {\n          fileName\n          cardUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffProperty($id: ID!) {\n    staffProperty(id: $id) {\n      portalPublish\n      portalLevel\n      clientId\n      contactName\n      contactPhone\n      contactEmail\n      statusReason\n      property {\n        ...PropertyDescriptionFields\n        rentalPrice\n        status\n        address {\n          ...FullAddressFields\n        }\n        addressPrivacy\n        responsibleBroker\n        responsibleBrokerPhone\n        isActive\n        images {\n          fileName\n          cardUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clients($search: String, $chosenId: ID) {\n    clientChoices(search: $search, chosenId: $chosenId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Clients($search: String, $chosenId: ID) {\n    clientChoices(search: $search, chosenId: $chosenId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertySaveResult on StaffPropertyResult {\n    ok\n    message\n    property {\n      property {\n        id\n      }\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment PropertySaveResult on StaffPropertyResult {\n    ok\n    message\n    property {\n      property {\n        id\n      }\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProperty($input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    createProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ...PropertySaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProperty($input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    createProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ...PropertySaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!], $imagesToDelete: [String!]) {\n    updateProperty(id: $id, input: $input, mainImage: $mainImage, otherImages: $otherImages, imagesToDelete: $imagesToDelete) {\n      ...PropertySaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!], $imagesToDelete: [String!]) {\n    updateProperty(id: $id, input: $input, mainImage: $mainImage, otherImages: $otherImages, imagesToDelete: $imagesToDelete) {\n      ...PropertySaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePropertyStatus($id: ID!, $status: PropertyStatus!, $notifyClient: Boolean, $reason: String) {\n    changePropertyStatus(id: $id, status: $status, notifyClient: $notifyClient, reason: $reason) {\n      ok\n      message\n      property {\n        statusReason\n        property {\n          id\n          status\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePropertyStatus($id: ID!, $status: PropertyStatus!, $notifyClient: Boolean, $reason: String) {\n    changePropertyStatus(id: $id, status: $status, notifyClient: $notifyClient, reason: $reason) {\n      ok\n      message\n      property {\n        statusReason\n        property {\n          id\n          status\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String, $password: String) {\n    login(email: $email, password: $password) {\n      ok\n      session {\n        token\n        user {\n          id\n          name\n          email\n          role\n          permissions {\n            identifier\n          }\n        }\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String, $password: String) {\n    login(email: $email, password: $password) {\n      ok\n      session {\n        token\n        user {\n          id\n          name\n          email\n          role\n          permissions {\n            identifier\n          }\n        }\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      permissions {\n        identifier\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      permissions {\n        identifier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyName {\n    company {\n      name\n    }\n  }\n"): (typeof documents)["\n  query AgencyName {\n    company {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String, $password: String) {\n    resetPassword(token: $token, password: $password) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String, $password: String) {\n    resetPassword(token: $token, password: $password) {\n      ok\n      message\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateVisitRecord($visitId: ID!) {\n    generateVisitRecord(visitId: $visitId) {\n      ok\n      message\n      visit {\n        id\n        records {\n          id\n          createdAt\n          createdByName\n          downloadUrl\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateVisitRecord($visitId: ID!) {\n    generateVisitRecord(visitId: $visitId) {\n      ok\n      message\n      visit {\n        id\n        records {\n          id\n          createdAt\n          createdByName\n          downloadUrl\n        }\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitFields on Visit {\n    id\n    status\n    startsAt\n    endsAt\n    name\n    phone\n    email\n    cancelReason\n    interest\n    outcomeComment\n    outcomeAt\n    visitorConfirmedAt\n    leadId\n    clientId\n    property {\n      id\n      code\n      title\n      address\n      mapUrl\n    }\n    broker {\n      id\n      name\n    }\n    records {\n      id\n      createdAt\n      createdByName\n      downloadUrl\n    }\n  }\n"): (typeof documents)["\n  fragment VisitFields on Visit {\n    id\n    status\n    startsAt\n    endsAt\n    name\n    phone\n    email\n    cancelReason\n    interest\n    outcomeComment\n    outcomeAt\n    visitorConfirmedAt\n    leadId\n    clientId\n    property {\n      id\n      code\n      title\n      address\n      mapUrl\n    }\n    broker {\n      id\n      name\n    }\n    records {\n      id\n      createdAt\n      createdByName\n      downloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsOf($leadId: ID, $clientId: ID, $propertyId: ID) {\n    visitsOf(leadId: $leadId, clientId: $clientId, propertyId: $propertyId) {\n      ...VisitFields\n    }\n  }\n"): (typeof documents)["\n  query VisitsOf($leadId: ID, $clientId: ID, $propertyId: ID) {\n    visitsOf(leadId: $leadId, clientId: $clientId, propertyId: $propertyId) {\n      ...VisitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Holidays($year: Int) {\n    holidays(year: $year) {\n      year\n      items {\n        id\n        day\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Holidays($year: Int) {\n    holidays(year: $year) {\n      year\n      items {\n        id\n        day\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHoliday($input: HolidayInput!) {\n    createHoliday(input: $input) {\n      ok\n      message\n      holiday {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHoliday($input: HolidayInput!) {\n    createHoliday(input: $input) {\n      ok\n      message\n      holiday {\n        id\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyKeys($propertyId: ID!) {\n    propertyKeys(propertyId: $propertyId) {\n      keys {\n        id\n        label\n        location\n        code\n        holder {\n          broker {\n            id\n            name\n          }\n          since\n          dueAt\n          overdue\n        }\n      }\n      history {\n        id\n        keyLabel\n        broker {\n          id\n          name\n        }\n        checkedOutAt\n        checkedOutBy {\n          id\n          name\n        }\n        dueAt\n        checkedInAt\n        checkedInBy {\n          id\n          name\n        }\n        overdue\n      }\n      brokers {\n        id\n        name\n      }\n      visits {\n        id\n        brokerId\n        startsAt\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyKeys($propertyId: ID!) {\n    propertyKeys(propertyId: $propertyId) {\n      keys {\n        id\n        label\n        location\n        code\n        holder {\n          broker {\n            id\n            name\n          }\n          since\n          dueAt\n          overdue\n        }\n      }\n      history {\n        id\n        keyLabel\n        broker {\n          id\n          name\n        }\n        checkedOutAt\n        checkedOutBy {\n          id\n          name\n        }\n        dueAt\n        checkedInAt\n        checkedInBy {\n          id\n          name\n        }\n        overdue\n      }\n      brokers {\n        id\n        name\n      }\n      visits {\n        id\n        brokerId\n        startsAt\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPropertyKey($propertyId: ID!, $input: PropertyKeyInput!) {\n    registerPropertyKey(propertyId: $propertyId, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPropertyKey($propertyId: ID!, $input: PropertyKeyInput!) {\n    registerPropertyKey(propertyId: $propertyId, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePropertyKey($id: ID!, $input: PropertyKeyInput!) {\n    updatePropertyKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePropertyKey($id: ID!, $input: PropertyKeyInput!) {\n    updatePropertyKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePropertyKey($id: ID!) {\n    removePropertyKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePropertyKey($id: ID!) {\n    removePropertyKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckOutKey($id: ID!, $input: KeyCheckoutInput!) {\n    checkOutKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckOutKey($id: ID!, $input: KeyCheckoutInput!) {\n    checkOutKey(id: $id, input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInKey($id: ID!) {\n    checkInKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInKey($id: ID!) {\n    checkInKey(id: $id) {\n      ok\n      message\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads($search: String, $source: LeadSource, $status: LeadStatus, $page: Int) {\n    leads(search: $search, source: $source, status: $status, page: $page, perPage: 10) {\n      items {\n        id\n        source\n        status\n        name\n        phone\n        email\n        propertyId\n        propertyCode\n        listingCode\n        broker {\n          id\n          name\n        }\n        assignee {\n          id\n          name\n        }\n        createdAt\n        firstResponseAt\n        handoverAt\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query Leads($search: String, $source: LeadSource, $status: LeadStatus, $page: Int) {\n    leads(search: $search, source: $source, status: $status, page: $page, perPage: 10) {\n      items {\n        id\n        source\n        status\n        name\n        phone\n        email\n        propertyId\n        propertyCode\n        listingCode\n        broker {\n          id\n          name\n        }\n        assignee {\n          id\n          name\n        }\n        createdAt\n        firstResponseAt\n        handoverAt\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeadFields on Lead {\n    id\n    source\n    status\n    name\n    phone\n    email\n    interest\n    message\n    page\n    property {\n      id\n      code\n      title\n      slug\n    }\n    listingCode\n    broker {\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    clientId\n    createdAt\n    firstResponseAt\n    handoverAt\n    events {\n      id\n      kind\n      actor {\n        name\n      }\n      at\n      source\n      status\n      assignee {\n        name\n      }\n      clientId\n      fromName\n      minutes\n    }\n  }\n"): (typeof documents)["\n  fragment LeadFields on Lead {\n    id\n    source\n    status\n    name\n    phone\n    email\n    interest\n    message\n    page\n    property {\n      id\n      code\n      title\n      slug\n    }\n    listingCode\n    broker {\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    clientId\n    createdAt\n    firstResponseAt\n    handoverAt\n    events {\n      id\n      kind\n      actor {\n        name\n      }\n      at\n      source\n      status\n      assignee {\n        name\n      }\n      clientId\n      fromName\n      minutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      ...LeadFields\n    }\n  }\n"): (typeof documents)["\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      ...LeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadAssignees {\n    leadAssignees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LeadAssignees {\n    leadAssignees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeadResultFields on LeadResult {\n    ok\n    message\n    lead {\n      ...LeadFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment LeadResultFields on LeadResult {\n    ok\n    message\n    lead {\n      ...LeadFields\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignLead($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      ...LeadResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignLead($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      ...LeadResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeLeadStatus($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      ...LeadResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeLeadStatus($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      ...LeadResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertLead($id: ID!) {\n    convertLeadToClient(id: $id) {\n      ...LeadResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertLead($id: ID!) {\n    convertLeadToClient(id: $id) {\n      ...LeadResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLeadChat($id: ID!) {\n    recordLeadChat(id: $id) {\n      ...LeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordLeadChat($id: ID!) {\n    recordLeadChat(id: $id) {\n      ...LeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDistribution {\n    leadDistribution {\n      mode\n      handoverMinutes\n    }\n  }\n"): (typeof documents)["\n  query LeadDistribution {\n    leadDistribution {\n      mode\n      handoverMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLeadDistribution($mode: LeadDistributionMode!, $handoverMinutes: Int!) {\n    saveLeadDistribution(mode: $mode, handoverMinutes: $handoverMinutes) {\n      ok\n      message\n      distribution {\n        mode\n        handoverMinutes\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLeadDistribution($mode: LeadDistributionMode!, $handoverMinutes: Int!) {\n    saveLeadDistribution(mode: $mode, handoverMinutes: $handoverMinutes) {\n      ok\n      message\n      distribution {\n        mode\n        handoverMinutes\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadPerformance($from: String, $to: String) {\n    leadPerformance(from: $from, to: $to) {\n      from\n      to\n      assigned\n      weeks {\n        start\n        total\n        sources {\n          source\n          count\n        }\n      }\n      brokers {\n        broker {\n          id\n          name\n        }\n        figures {\n          leads\n          answered\n          medianMinutes\n          p90Minutes\n          converted\n          conversionRate\n        }\n      }\n      agency {\n        leads\n        answered\n        medianMinutes\n        p90Minutes\n        converted\n        conversionRate\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadPerformance($from: String, $to: String) {\n    leadPerformance(from: $from, to: $to) {\n      from\n      to\n      assigned\n      weeks {\n        start\n        total\n        sources {\n          source\n          count\n        }\n      }\n      brokers {\n        broker {\n          id\n          name\n        }\n        figures {\n          leads\n          answered\n          medianMinutes\n          p90Minutes\n          converted\n          conversionRate\n        }\n      }\n      agency {\n        leads\n        answered\n        medianMinutes\n        p90Minutes\n        converted\n        conversionRate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalLeadAddresses {\n    portalLeadAddresses {\n      portal\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PortalLeadAddresses {\n    portalLeadAddresses {\n      portal\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplacePortalLeadSecret($portal: LeadPortal!) {\n    replacePortalLeadSecret(portal: $portal) {\n      ok\n      message\n      credentials {\n        portal\n        url\n        user\n        password\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplacePortalLeadSecret($portal: LeadPortal!) {\n    replacePortalLeadSecret(portal: $portal) {\n      ok\n      message\n      credentials {\n        portal\n        url\n        user\n        password\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalLeadRejects {\n    portalLeadRejects {\n      id\n      portal\n      body\n      reason\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  query PortalLeadRejects {\n    portalLeadRejects {\n      id\n      portal\n      body\n      reason\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonData($email: String, $phone: String) {\n    personData(email: $email, phone: $phone) {\n      clients {\n        id\n        name\n        email\n        phone\n        active\n        createdAt\n      }\n      leads {\n        id\n        source\n        status\n        name\n        email\n        phone\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        email\n        phone\n        interest\n        message\n        createdAt\n      }\n      registrations {\n        id\n        code\n        title\n        status\n        contactName\n        contactEmail\n        contactPhone\n        createdAt\n      }\n      visits {\n        id\n        propertyId\n        status\n        name\n        phone\n        email\n        startsAt\n        interest\n        outcomeComment\n        visitorConfirmedAt\n        visitorConfirmedAddress\n        createdAt\n      }\n      consents {\n        id\n        form\n        recordType\n        recordId\n        noticeVersion\n        acceptedAt\n        address\n      }\n      portalRejects {\n        id\n        portal\n        body\n        receivedAt\n      }\n      exportUrl\n    }\n  }\n"): (typeof documents)["\n  query PersonData($email: String, $phone: String) {\n    personData(email: $email, phone: $phone) {\n      clients {\n        id\n        name\n        email\n        phone\n        active\n        createdAt\n      }\n      leads {\n        id\n        source\n        status\n        name\n        email\n        phone\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        email\n        phone\n        interest\n        message\n        createdAt\n      }\n      registrations {\n        id\n        code\n        title\n        status\n        contactName\n        contactEmail\n        contactPhone\n        createdAt\n      }\n      visits {\n        id\n        propertyId\n        status\n        name\n        phone\n        email\n        startsAt\n        interest\n        outcomeComment\n        visitorConfirmedAt\n        visitorConfirmedAddress\n        createdAt\n      }\n      consents {\n        id\n        form\n        recordType\n        recordId\n        noticeVersion\n        acceptedAt\n        address\n      }\n      portalRejects {\n        id\n        portal\n        body\n        receivedAt\n      }\n      exportUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnonymizePerson($email: String, $phone: String) {\n    anonymizePerson(email: $email, phone: $phone) {\n      ok\n      message\n      counts {\n        clients\n        leads\n        contactMessages\n        registrations\n        visits\n        consents\n        portalRejects\n        photos\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnonymizePerson($email: String, $phone: String) {\n    anonymizePerson(email: $email, phone: $phone) {\n      ok\n      message\n      counts {\n        clients\n        leads\n        contactMessages\n        registrations\n        visits\n        consents\n        portalRejects\n        photos\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacySettings {\n    privacySettings {\n      leadRetentionMonths\n    }\n  }\n"): (typeof documents)["\n  query PrivacySettings {\n    privacySettings {\n      leadRetentionMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePrivacySettings($leadRetentionMonths: Int!) {\n    savePrivacySettings(leadRetentionMonths: $leadRetentionMonths) {\n      ok\n      message\n      settings {\n        leadRetentionMonths\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePrivacySettings($leadRetentionMonths: Int!) {\n    savePrivacySettings(leadRetentionMonths: $leadRetentionMonths) {\n      ok\n      message\n      settings {\n        leadRetentionMonths\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractTemplateFields on ContractTemplate {\n    id\n    title\n    description\n    isActive\n    fileName\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment ContractTemplateFields on ContractTemplate {\n    id\n    title\n    description\n    isActive\n    fileName\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractTemplateList {\n    contractTemplates {\n      ...ContractTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query ContractTemplateList {\n    contractTemplates {\n      ...ContractTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractTemplateRecord($id: ID!) {\n    contractTemplate(id: $id) {\n      ...ContractTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query ContractTemplateRecord($id: ID!) {\n    contractTemplate(id: $id) {\n      ...ContractTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractTemplateSaveResult on ContractTemplateResult {\n    ok\n    message\n    template {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment ContractTemplateSaveResult on ContractTemplateResult {\n    ok\n    message\n    template {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContractTemplate($input: ContractTemplateInput!, $file: Upload) {\n    createContractTemplate(input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContractTemplate($input: ContractTemplateInput!, $file: Upload) {\n    createContractTemplate(input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContractTemplate($id: ID!, $input: ContractTemplateInput!, $file: Upload) {\n    updateContractTemplate(id: $id, input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContractTemplate($id: ID!, $input: ContractTemplateInput!, $file: Upload) {\n    updateContractTemplate(id: $id, input: $input, file: $file) {\n      ...ContractTemplateSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoList {\n    videos {\n      id\n      title\n      description\n      type\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query VideoList {\n    videos {\n      id\n      title\n      description\n      type\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoRecord($id: ID!) {\n    video(id: $id) {\n      id\n      title\n      description\n      url\n      type\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query VideoRecord($id: ID!) {\n    video(id: $id) {\n      id\n      title\n      description\n      url\n      type\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoSaveResult on VideoResult {\n    ok\n    message\n    video {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment VideoSaveResult on VideoResult {\n    ok\n    message\n    video {\n      id\n    }\n    error {\n      ...SaveErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVideo($input: VideoInput!) {\n    createVideo(input: $input) {\n      ...VideoSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVideo($input: VideoInput!) {\n    createVideo(input: $input) {\n      ...VideoSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVideo($id: ID!, $input: VideoInput!) {\n    updateVideo(id: $id, input: $input) {\n      ...VideoSaveResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVideo($id: ID!, $input: VideoInput!) {\n    updateVideo(id: $id, input: $input) {\n      ...VideoSaveResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostalCode($cep: String!) {\n    postalCode(cep: $cep) {\n      found\n      address {\n        cep\n        street\n        neighborhood\n        city\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostalCode($cep: String!) {\n    postalCode(cep: $cep) {\n      found\n      address {\n        cep\n        street\n        neighborhood\n        city\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeVideos {\n    externalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n"): (typeof documents)["\n  query HomeVideos {\n    externalVideos {\n      id\n      title\n      description\n      url\n      embedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FullAddressFields on Address {\n    street\n    number\n    complement\n    neighborhood\n    city\n    state\n    zipCode\n  }\n"): (typeof documents)["\n  fragment FullAddressFields on Address {\n    street\n    number\n    complement\n    neighborhood\n    city\n    state\n    zipCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyDescriptionFields on Property {\n    id\n    code\n    title\n    description\n    highlights\n    referencePoint\n    operation\n    type\n    price\n    iptuValue\n    iptuPeriodicity\n    bedrooms\n    bathrooms\n    suites\n    garage\n    area\n    totalArea\n    usableArea\n    builtArea\n    lotArea\n    lotFront\n    lotBack\n    isReserved\n    isLaunch\n    features\n    subdivisionName\n    deliveryDate\n    readyToBuild\n  }\n"): (typeof documents)["\n  fragment PropertyDescriptionFields on Property {\n    id\n    code\n    title\n    description\n    highlights\n    referencePoint\n    operation\n    type\n    price\n    iptuValue\n    iptuPeriodicity\n    bedrooms\n    bathrooms\n    suites\n    garage\n    area\n    totalArea\n    usableArea\n    builtArea\n    lotArea\n    lotFront\n    lotBack\n    isReserved\n    isLaunch\n    features\n    subdivisionName\n    deliveryDate\n    readyToBuild\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveErrorFields on MutationError {\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment SaveErrorFields on MutationError {\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      message\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterProperty($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ok\n      message\n      trackingPath\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterProperty($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {\n    registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {\n      ok\n      message\n      trackingPath\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyNoticeCompany {\n    company {\n      document\n    }\n  }\n"): (typeof documents)["\n  query PrivacyNoticeCompany {\n    company {\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCompany {\n    company {\n      name\n      creci\n      phone\n      whatsapp\n      email\n      chatUrl\n      address {\n        ...FullAddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCompany {\n    company {\n      name\n      creci\n      phone\n      whatsapp\n      email\n      chatUrl\n      address {\n        ...FullAddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cities {\n    cities {\n      city\n      count\n    }\n  }\n"): (typeof documents)["\n  query Cities {\n    cities {\n      city\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyCardFields on Property {\n    id\n    slug\n    code\n    title\n    operation\n    price\n    address {\n      neighborhood\n      city\n      state\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyCardFields on Property {\n    id\n    slug\n    code\n    title\n    operation\n    price\n    address {\n      neighborhood\n      city\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardImageFields on Image {\n    fileName\n    cardUrl\n    srcSet\n  }\n"): (typeof documents)["\n  fragment CardImageFields on Image {\n    fileName\n    cardUrl\n    srcSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedProperties($filter: PropertyFilter, $page: Int!, $perPage: Int!) {\n    properties(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        type\n        bedrooms\n        suites\n        bathrooms\n        garage\n        area\n        isReserved\n        mainImage {\n          ...CardImageFields\n        }\n      }\n      total\n      page\n      perPage\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query FeaturedProperties($filter: PropertyFilter, $page: Int!, $perPage: Int!) {\n    properties(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        type\n        bedrooms\n        suites\n        bathrooms\n        garage\n        area\n        isReserved\n        mainImage {\n          ...CardImageFields\n        }\n      }\n      total\n      page\n      perPage\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Launches($perPage: Int!) {\n    properties(filter: { launch: true }, page: 1, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        images {\n          ...CardImageFields\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Launches($perPage: Int!) {\n    properties(filter: { launch: true }, page: 1, perPage: $perPage) {\n      items {\n        ...PropertyCardFields\n        images {\n          ...CardImageFields\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Consultants {\n    consultants {\n      id\n      name\n      creci\n      photoUrl\n      onDuty\n      chatUrl\n    }\n  }\n"): (typeof documents)["\n  query Consultants {\n    consultants {\n      id\n      name\n      creci\n      photoUrl\n      onDuty\n      chatUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyDetail($slug: String!) {\n    property(slug: $slug) {\n      ...PropertyDescriptionFields\n      ...PropertyCardFields\n      otherFeatures\n      rentalPrice\n      approvedAt\n      address {\n        street\n        number\n        complement\n        zipCode\n      }\n      images {\n        fileName\n        url\n        cardUrl\n        srcSet\n        shareUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyDetail($slug: String!) {\n    property(slug: $slug) {\n      ...PropertyDescriptionFields\n      ...PropertyCardFields\n      otherFeatures\n      rentalPrice\n      approvedAt\n      address {\n        street\n        number\n        complement\n        zipCode\n      }\n      images {\n        fileName\n        url\n        cardUrl\n        srcSet\n        shareUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationTracking($token: String!) {\n    registrationTracking(token: $token) {\n      title\n      code\n      status\n      reason\n      slug\n      createdAt\n      visitsDone\n      photos {\n        fileName\n        url\n        cardUrl\n        srcSet\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationTracking($token: String!) {\n    registrationTracking(token: $token) {\n      title\n      code\n      status\n      reason\n      slug\n      createdAt\n      visitsDone\n      photos {\n        fileName\n        url\n        cardUrl\n        srcSet\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitBooking($slug: String!) {\n    property(slug: $slug) {\n      id\n      slug\n      title\n      code\n    }\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n"): (typeof documents)["\n  query VisitBooking($slug: String!) {\n    property(slug: $slug) {\n      id\n      slug\n      title\n      code\n    }\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookVisit($slug: String!, $input: VisitRequestInput!) {\n    bookVisit(slug: $slug, input: $input) {\n      ok\n      message\n      token\n      writtenOut\n      nextSlots {\n        day\n        time\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookVisit($slug: String!, $input: VisitRequestInput!) {\n    bookVisit(slug: $slug, input: $input) {\n      ok\n      message\n      token\n      writtenOut\n      nextSlots {\n        day\n        time\n      }\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorVisit($token: String!) {\n    visitorVisit(token: $token) {\n      status\n      startsAt\n      endsAt\n      writtenOut\n      propertyCode\n      propertyTitle\n      propertySlug\n      brokerName\n      changeable\n      confirmable\n      confirmedAt\n    }\n  }\n"): (typeof documents)["\n  query VisitorVisit($token: String!) {\n    visitorVisit(token: $token) {\n      status\n      startsAt\n      endsAt\n      writtenOut\n      propertyCode\n      propertyTitle\n      propertySlug\n      brokerName\n      changeable\n      confirmable\n      confirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitSlots($slug: String!) {\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n"): (typeof documents)["\n  query VisitSlots($slug: String!) {\n    visitSlots(slug: $slug) {\n      day\n      times\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyVisit($token: String!) {\n    cancelMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyVisit($token: String!) {\n    cancelMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleMyVisit($token: String!, $day: String, $time: String) {\n    rescheduleMyVisit(token: $token, day: $day, time: $time) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleMyVisit($token: String!, $day: String, $time: String) {\n    rescheduleMyVisit(token: $token, day: $day, time: $time) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMyVisit($token: String!) {\n    confirmMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmMyVisit($token: String!) {\n    confirmMyVisit(token: $token) {\n      ok\n      message\n      writtenOut\n      error {\n        ...SaveErrorFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;