/** The old version's address the e2e console is started with (OLD_VERSION_URL), for the header's link. */
export const OLD_VERSION_URL = 'https://old.example.com/console';
