import { z } from 'zod';
import { REGION_POLICIES, REGIONS, type Region } from './region-policies';

export const regionSchema = z.enum(REGIONS);

/** GET /api/login/regionconfig: `region` (spec JMRegionconfig.region) and what follows from it. */
export const regionConfigSchema = z.object({
  region: regionSchema,
  default_country: z.string(),
  default_calling_code: z.string(),
  excluded_countries: z.array(z.string()),
  product_site_paths: z.object({ medical: z.string(), article: z.string() }),
});
export type RegionConfig = z.infer<typeof regionConfigSchema>;

export function regionConfigFor(region: Region): RegionConfig {
  const p = REGION_POLICIES[region];
  return {
    region,
    default_country: p.defaultCountry,
    default_calling_code: p.defaultCallingCode,
    excluded_countries: [...p.excludedCountries],
    product_site_paths: { ...p.productSitePaths },
  };
}
