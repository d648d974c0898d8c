import pino, { type Logger } from 'pino';
import type { Config } from './config';

/**
 * Query parameters and page paths that carry an account secret (a reset or bind link's token, a code): masked in
 * logged URLs, so debug request logging never writes one.
 */
const SECRET_QUERY = /([?&](?:querystring|ckey|token|code)=)[^&#]*/gi;
const SECRET_PATH = /(\/user\/(?:forget\/reset|bind)\/)[^/?#]+/gi;

export function withoutUrlSecrets(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  ip?: string;
}

/** `destination`: standard output unless given (tests read what is written). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.token', 'req.headers.cookie'],
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: req.url === undefined ? undefined : withoutUrlSecrets(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
