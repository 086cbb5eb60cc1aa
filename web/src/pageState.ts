/** Id of the script element (type application/json) in which the server hands the page's Apollo cache to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
