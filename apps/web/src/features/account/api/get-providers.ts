// The query lives in shared/ since the login page (features/auth) reads it too.
export { accountProvidersQueryOptions, useAccountProviders } from '../../../shared/api/account-providers';
