export { zoneLabel };

// How a screen names the zone its times are in, once: "Eastern Time (America/New_York)"; the inbox and the leads
// command both say it so. A zone with no name of its own (UTC, whose name would be "GMT+00:00") by its id alone.
function zoneLabel(timeZone: string, at = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && !name.startsWith('GMT') && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}
