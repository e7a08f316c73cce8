// Builds the site once before the suites that read dist/ or serve it (the build validates content first), and each
// fixture site in a project of its own.
import { spawnSync } from 'node:child_process';
import { buildFixtureSites } from './support/site-builds';

export default function setup() {
  if (process.env.SKIP_TEST_BUILD === '1') return;
  const result = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed: see the output above');
  buildFixtureSites();
}
