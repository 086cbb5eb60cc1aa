import { graphql } from '../../gql';

/** 'Desempenho' for a period (the API's default, the last 12 weeks, for a day left out). */
export const LeadPerformanceQuery = graphql(`
  query LeadPerformance($from: String, $to: String) {
    leadPerformance(from: $from, to: $to) {
      from
      to
      assigned
      weeks {
        start
        total
        sources {
          source
          count
        }
      }
      brokers {
        broker {
          id
          name
        }
        figures {
          leads
          answered
          medianMinutes
          p90Minutes
          converted
          conversionRate
        }
      }
      agency {
        leads
        answered
        medianMinutes
        p90Minutes
        converted
        conversionRate
      }
    }
  }
`);
