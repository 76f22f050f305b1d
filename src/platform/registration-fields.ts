// The registration's optional fields, in the order the form shows them (account
// spec section 2). The form shows each one its rule set enables and sends it
// under its own name; the platform checks each one against that rule set and
// keeps it. One list, so a field added to the form is a field the payload
// carries and the platform checks and keeps.
export const OPTIONAL_REGISTRATION_FIELDS = [
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'birthday',
  'affiliateCode',
] as const;

export type OptionalRegistrationField = (typeof OPTIONAL_REGISTRATION_FIELDS)[number];
