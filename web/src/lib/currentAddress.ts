/**
 * The address's parameters as the browser holds them now. A write made a moment ago is already there,
 * while the router's render of it may still be on its way on a busy device: building the next address from
 * the rendered one would drop that write.
 */
export function currentAddressParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
