export { RegionsService } from './regions.service';
export { parseRegionHosts, type RegionHostRule } from './region-hosts';
export { regionsRoutes } from './regions.routes';
