import { type Region, REGION_POLICIES } from '@prowrite/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';

export const regionConfigKey = ['account', 'region-config'] as const;

/**
 * The region this host is served as (GET /api/login/regionconfig), with its policy. Until the answer comes (or
 * if it fails) the China-region default stands, the primary variant; `known` says which it is.
 */
export function useRegion(): { region: Region; known: boolean; policy: (typeof REGION_POLICIES)[Region] } {
  const { data } = useQuery({
    queryKey: regionConfigKey,
    queryFn: ({ signal }) => accountApi.regionConfig(signal),
    // The region of a host does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const region: Region = data?.region ?? 'CN';
  return { region, known: data !== undefined, policy: REGION_POLICIES[region] };
}
