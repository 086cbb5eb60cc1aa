/** When the agency attends, in schema.org's terms; /horarios shows the same hours in pt-BR (hoursMessages). */
export { OPENING_HOURS as openingHours } from '../../../../shared/opening-hours';
