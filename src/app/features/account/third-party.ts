// The third-party identity service (account spec sections 2 to 4): social
// sign-in and, for some operators, SMS codes sent and checked by that service.
// Lobbykit ships no vendor SDK. An operator who uses one installs an adapter as
// `window.lobbykitIdentity` (from a tag manager or its native app shell); the
// site uses it only when the brand's `platform.thirdPartySignIn` /
// `thirdPartyPhoneVerification` are on and the adapter reports `initialised`.
// The reference platform does not verify third-party tokens.

export type SocialProvider = 'facebook' | 'google' | 'line';

export interface IdentityService {
  initialised: boolean;
  /** Signs in with a provider; resolves to the provider's ID token and the mobile number it verified, if any. */
  signIn(provider: SocialProvider): Promise<{ idToken: string; mobileNo?: string; countryDialingCode?: string }>;
  /** Sends a code to +code number through the service. */
  sendPhoneCode(countryDialingCode: string, mobileNum: string): Promise<void>;
  /** Checks the code the player typed; resolves to the service's ID token. */
  verifyPhoneCode(code: string): Promise<string>;
}

export function identityService(): IdentityService | undefined {
  if (typeof window === 'undefined') return undefined;
  const s = (window as { lobbykitIdentity?: IdentityService }).lobbykitIdentity;
  return s && typeof s.signIn === 'function' ? s : undefined;
}
