// The registration's optional fields, in the order the form shows them (account
// spec section 2). The form shows each one its rule set enables; the platform
// checks each one against that rule set. One list, so a field added to the form
// is a field the platform checks.
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
