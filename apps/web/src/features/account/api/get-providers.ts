// The providers query moved to shared/api (the login page needs it too); the account pages import it from here.
export { accountProvidersQueryOptions, useAccountProviders } from '../../../shared/api/account-providers';
