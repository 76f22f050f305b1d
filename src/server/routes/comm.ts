// Site-wide calls: status, help centre, customer service, domain route and
// system country (both documents' section 7). Status, help, customer service
// and domain route answer during maintenance too: the status screens need them.
import { createHash } from 'node:crypto';
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { ValueOf } from '../../platform/calls.ts';
import { registerSettingsOf } from '../../config/register-settings.ts';
import { languageOf, type Handlers } from '../context.ts';
import { localise } from '../db/seed-content.ts';
import { encryptCustomerServiceUrl } from '../services/customer-service-crypto.ts';

/** Site paths the platform points at (Lobbykit's reading of the status payload's "paths"). */
const PATHS = { home: '/m/home', help: '/m/help', download: '/m/download', activity: '/m/activity', notice: '/m/notice', rewardCenter: '/m/rewardCenter' };
const RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'SpeedTest'] as const;

function customerService(brand: BrandConfig): ValueOf<'customerService'>['list'] {
  return brand.customerService.map((e) => ({
    csPosition: e.position,
    type: e.type,
    url: e.type === 3 ? encryptCustomerServiceUrl(e.url, brand.merchantCode) : e.url,
    label: e.label ?? '',
  }));
}

const domains = (brand: BrandConfig) => brand.origins.map((domain, i) => ({ domain, sort: i + 1 }));

export const commHandlers: Pick<Handlers, 'status' | 'helpCentre' | 'customerService' | 'domainRoute' | 'systemCountry'> = {
  status: (_input, ctx) => {
    const { brand, merchant, platform } = ctx;
    const resources: ValueOf<'status'>['info']['resources'] = {};
    for (const type of RESOURCE_TYPES) if (brand.downloads[type]) resources[type] = { url: brand.downloads[type]! };
    return {
      // Maintenance wins over a region restriction (account spec section 2).
      status: merchant.maintenance ? 1 : merchant.regionRestriction ? 2 : 0,
      maintenance: merchant.maintenance,
      regionRestriction: merchant.regionRestriction,
      location: { ip: ctx.ip, country: '' },
      info: {
        merchantCode: merchant.code,
        brandName: brand.name,
        customerService: customerService(brand),
        domainRoute: domains(brand),
        mobileTemplate: { mem_cen: brand.templates.mem_cen, dep_func: brand.templates.dep_func },
        paths: PATHS,
        register: registerSettingsOf(brand),
        resources,
        whitelabel: { ...brand.flags },
        mainDomain: brand.origins[0] ?? '',
        imageCDNs: brand.imageCDNs,
        languages: { default: brand.languages.default, supported: brand.languages.supported },
        serverTime: platform.now(),
      },
    };
  },

  helpCentre: (input, ctx) => {
    const lang = languageOf(ctx, input.lang);
    const rows = ctx.platform.db.prepare('SELECT tag, i18n FROM help_items WHERE merchant = ? ORDER BY sort').all(ctx.merchant.code) as {
      tag: string;
      i18n: string;
    }[];
    return rows.map((row) => {
      const { lang: answered, text } = localise(JSON.parse(row.i18n) as Record<string, { title: string; content: string }>, lang, ctx.brand);
      return { tag: row.tag, title: text.title, content: text.content, lang: answered as ValueOf<'helpCentre'>[number]['lang'] };
    });
  },

  customerService: (_input, { brand }) => {
    const list = customerService(brand);
    // The version changes with the configured entries, not with each encryption's random IV.
    const version = createHash('sha1').update(JSON.stringify(brand.customerService)).digest('hex').slice(0, 12);
    return { version, list };
  },

  domainRoute: (_input, { brand }) => ({ domainList: domains(brand) }),

  systemCountry: (_input, { brand }) => {
    // The reference platform has no address-to-country table: it answers the brand's first country.
    const first = brand.rules.dialingCodes[0] ?? { code: '+66', country: 'TH' };
    return { country: first.country, dialingCode: first.code, list: brand.rules.dialingCodes };
  },
};
