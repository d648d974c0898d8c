import { loadConfig } from '../../../config';
import { connectCommandDatabase } from '../../../db/command-database';
import { migrateToLatest } from '../../../db/migrator';
import { createLogger } from '../../../logger';
import { createOperatorAccounts, OperatorError } from './operator-accounts';
import { parseUserCommand, runUserCommand, UsageError, USER_COMMAND_USAGE } from './user-command';

// `npm run user -- <command> ...`: account management for operators (see USER_COMMAND_USAGE).
let command;
try {
  command = parseUserCommand(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`error: ${error.message}\n\n${USER_COMMAND_USAGE}`);
  process.exit(2);
}

if (command.command === 'help') {
  console.log(USER_COMMAND_USAGE);
} else {
  // Quiet by default: the command's own lines are its output.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const database = await connectCommandDatabase(config, createLogger(config));
  let refused = false;
  try {
    // A command may be the first thing run on a new install: the tables are made as the console would make them.
    await migrateToLatest(database.db);
    for (const line of await runUserCommand(createOperatorAccounts(database.db), command)) console.log(line);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    console.error(`error: ${error.message}`);
    refused = true;
  } finally {
    await database.close();
  }
  // process.exitCode alone is lost through tsx's wrapper process.
  if (refused) process.exit(1);
}
