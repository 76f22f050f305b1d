// Calls carried as a beacon (x-call carrier `beacon`, schemas/api/common.schema.json):
// navigator.sendBeacon sets no headers of the caller's own, so the brand's
// merchant code travels in the query string, and the JSON body as text/plain
// (a request a browser sends without asking the server first).

/** `url` with the brand's merchant code as the `merchant` query parameter. */
export function beaconUrl(url: string, merchantCode: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}merchant=${encodeURIComponent(merchantCode)}`;
}

export const BEACON_CONTENT_TYPE = 'text/plain;charset=UTF-8';
