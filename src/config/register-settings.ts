// The registerSettings answer as a brand config states it (account spec
// sections 2 and 4): the reference server answers with it, and the site shows
// it until the operator's platform has answered.
import type { BrandConfig } from './generated/brand.ts';
import type { RegisterSettings } from '../platform/generated/api.ts';

export function registerSettingsOf(brand: BrandConfig): RegisterSettings {
  const f = brand.flags;
  return {
    username: f.USERNAMEREG3,
    mobile: f.MOBILENUMREG3,
    defaultMethod: f.MOBILENUMREG3 ? 'mobile' : 'username',
    mobileVerification: f.REGMOBVERF3,
    mobilePassword: f.MOBILENUMPASSREG3,
    captcha: brand.registration.captcha,
    affiliateParam: brand.registration.affiliateParam,
    thirdPartySignIn: brand.platform.thirdPartySignIn,
    thirdPartyPhoneVerification: brand.platform.thirdPartyPhoneVerification,
    social: { facebook: f.FACEBOOKLOGIN3, google: f.GOOGLELOGIN3, line: f.LINELOGIN3 },
    ageLimit: brand.ageLimit,
    dialingCodes: brand.rules.dialingCodes,
  };
}
