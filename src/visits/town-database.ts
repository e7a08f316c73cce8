export { townDatabase };

/** Where a visit's town comes from: DB-IP's free city database, whose licence (CC BY 4.0) asks for this link
 * wherever its results are shown. */
const townDatabase = { name: 'IP Geolocation by DB-IP', url: 'https://db-ip.com' };
