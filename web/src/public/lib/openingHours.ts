/** When the agency attends, in schema.org's terms; /horarios shows the same hours in pt-BR (messages.hours). */
export { OPENING_HOURS as openingHours } from '../../../../shared/opening-hours';
