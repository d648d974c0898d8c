// Vitest can exit 0 when a file fails outside a test (e.g. an afterAll hook timing out); the JSON report still counts
// that file as failed. CI runs every suite through this check so such a failure is never a green run.
import { readFileSync } from 'node:fs';

interface Report {
  success: boolean;
  numTotalTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; status: string; message?: string }[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: check-test-report <report.json>');
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const failedFiles = report.testResults.filter((r) => r.status !== 'passed');
if (!report.success || report.numFailedTests > 0 || report.numFailedTestSuites > 0 || failedFiles.length > 0) {
  for (const f of failedFiles) console.error(`failed: ${f.name}${f.message ? `\n  ${f.message.split('\n')[0]}` : ''}`);
  console.error(`${file}: ${report.numFailedTests} failed tests, ${report.numFailedTestSuites} failed files`);
  process.exit(1);
}
console.log(`${file}: ${report.numTotalTests} tests passed`);
