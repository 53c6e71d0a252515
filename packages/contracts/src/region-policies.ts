// No zod here: the web app reads these without the schema library.

/**
 * The product is sold in a China-region (CN) and a US-region (US) variant. The server decides the region of a
 * request from its host (REGION_HOSTS) or its default (REGION); the web app reads it from
 * GET /api/login/regionconfig. Everything that differs by region is in REGION_POLICIES, nowhere else.
 */
export const REGIONS = ['CN', 'US'] as const;
export type Region = (typeof REGIONS)[number];

export type RegionPolicy = {
  /** The phone picker's preselected country (ISO 3166-1 alpha-2) and its calling code. */
  defaultCountry: string;
  defaultCallingCode: string;
  /** Countries left out of the phone picker and refused for SMS codes (the US host excludes +86). */
  excludedCountries: readonly string[];
  /** The product site page: /medical and /article on the US host, /ai/medical and /ai/article otherwise. */
  productSitePaths: { medical: string; article: string };
};

export const REGION_POLICIES: Readonly<Record<Region, RegionPolicy>> = {
  CN: {
    defaultCountry: 'CN',
    defaultCallingCode: '86',
    excludedCountries: [],
    productSitePaths: { medical: '/ai/medical', article: '/ai/article' },
  },
  US: {
    defaultCountry: 'US',
    defaultCallingCode: '1',
    excludedCountries: ['CN'],
    productSitePaths: { medical: '/medical', article: '/article' },
  },
};
