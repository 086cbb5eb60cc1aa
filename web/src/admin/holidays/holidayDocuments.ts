import { graphql } from '../../gql';

/** One year's holidays (the current one in São Paulo without a year), with the columns of the list. */
export const HolidaysQuery = graphql(`
  query Holidays($year: Int) {
    holidays(year: $year) {
      year
      items {
        id
        day
        name
      }
    }
  }
`);

export const CreateHolidayMutation = graphql(`
  mutation CreateHoliday($input: HolidayInput!) {
    createHoliday(input: $input) {
      ok
      message
      holiday {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const DeleteHolidayMutation = graphql(`
  mutation DeleteHoliday($id: ID!) {
    deleteHoliday(id: $id) {
      ok
      message
      error {
        message
      }
    }
  }
`);
