import { queryOptions, useQuery } from '@tanstack/react-query';
import { LAB_ADDRESS_PATH, type LabAddress, type Locale } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { useLocale } from '../../../shared/i18n/use-locale';
import { sampleKeys } from '../api/sample-keys';

/** GET labAddress: the lab's receiving address (instance configuration), answered in the page's language. */
export const labAddressQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...sampleKeys.all, 'labAddress', locale],
    queryFn: ({ signal }) => api.get<LabAddress>(LAB_ADDRESS_PATH, { signal }),
    staleTime: Infinity,
  });

export function useLabAddress() {
  return useQuery(labAddressQueryOptions(useLocale()));
}
