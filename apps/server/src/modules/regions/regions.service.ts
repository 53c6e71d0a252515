import { type Region, type RegionConfig, regionConfigFor } from '@prowrite/contracts';
import { type RegionHostRule, regionOfHost } from './region-hosts';

/** Which variant (CN or US) a request is served as: by its host (REGION_HOSTS), else REGION. */
export class RegionsService {
  constructor(
    private readonly fallback: Region,
    private readonly rules: readonly RegionHostRule[],
  ) {}

  regionOf(hostname: string): Region {
    return regionOfHost(hostname, this.rules, this.fallback);
  }

  configFor(hostname: string): RegionConfig {
    return regionConfigFor(this.regionOf(hostname));
  }
}
