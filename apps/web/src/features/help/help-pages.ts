// The help area's pages, one lazy chunk for the router (one import in the shell's entry, not one per route).
export { HelpCentrePage } from './components/help-centre-page';
export { HelpDetailPage } from './components/help-detail-page';
export { HelpSearchPage } from './components/help-search-page';
export { CustomerServicePage } from './components/customer-service-page';
