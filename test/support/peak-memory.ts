// Loaded with --import into a command a test runs: the process's peak resident memory, on stderr as it exits.
process.on('exit', () => process.stderr.write(`peak-rss-mb ${Math.round(process.resourceUsage().maxRSS / 1024)}\n`));
