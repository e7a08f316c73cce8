export { insertLeads, fixtureQueries };

import type { Queryable } from '../../src/server/store/db.ts';

/** Searches that cover what staff type: names (with and without accents), parts of addresses, phone digits,
 * words of messages, % and _ taken literally, and queries too short for a trigram index. */
const fixtureQueries = [
  'garcia',
  'García',
  'GARCÍA',
  'núñez',
  'nunez',
  'o’brien',
  "o'brien",
  'Zoë',
  'smith',
  'maria.lopez',
  'lopez17@',
  'example.org',
  'user1234@example.com',
  '555-01',
  '7205550',
  '(720) 555',
  '720.555.0123',
  '+1 720',
  '0123',
  'Pine St',
  'cherry creek',
  'hail',
  'ridge vent',
  'skylight',
  '50%',
  '100%',
  '%',
  '_',
  'file_name',
  'a_b',
  'ç',
  'a',
  'ab',
  'ez',
  'zz',
  'no such lead anywhere',
  '  padded  ',
  '\\',
  '"quoted"',
];

// `count` leads in one statement (an address, the town and a message as their answers), newest first by number (three share each minute, so ties are ordered by id); every
// 40th is spam, every 50th lead's submission also has an error_ copy, statuses in turn. The office was told of each
// (notified_at set): a server started on them does not e-mail them all again.
async function insertLeads(db: Queryable, count: number, from = 0): Promise<void> {
  await db.query(
    `WITH n AS (SELECT i FROM generate_series($1::int, $1::int + $2::int - 1) AS i),
     leads AS (
       SELECT i,
         lpad(i::text, 8, '0') AS key,
         (ARRAY['José','Maria','John','Ana','Lucía','Robert','Zoë','Émile','Chris','Dana','Søren','Ngozi'])[1 + i % 12] || ' ' ||
         (ARRAY['García','Garcia','Smith','Núñez','O''Brien','O’Brien','Müller','Lopez','GARCÍA','Nguyen','Nunez','Smith-Jones',
           '100% Roofing','file_name LLC'])[1 + (i / 12) % 14] AS name,
         (ARRAY['maria.lopez','john','user','jose.garcia','dana_k','o.brien'])[1 + i % 6] || i || '@' ||
         (ARRAY['example.com','example.org','mail.example','gmail.example'])[1 + i % 4] AS email,
         CASE i % 4
           WHEN 0 THEN '(720) 555-' || lpad((i % 10000)::text, 4, '0')
           WHEN 1 THEN '720-555-' || lpad((i % 10000)::text, 4, '0')
           WHEN 2 THEN '+1 720 555 ' || lpad((i % 10000)::text, 4, '0')
           ELSE '720.555.' || lpad((i % 10000)::text, 4, '0')
         END AS phone,
         CASE WHEN i % 5 = 0 THEN '' ELSE (i % 9000)::text || ' ' ||
           (ARRAY['Pine St','Colfax Ave','Federal Blvd','Calle Peña','Cherry Creek Dr','Oak_Lane'])[1 + i % 6] END AS address,
         (ARRAY['','Need a hail inspection for the whole roof.','Skylight leaks; quote please.',
           'Is 50% off still on?','Mi casa en Cherry Creek: el techo, por favor. Ça va?','Call after 5pm "please"',
           'Replace 12 squares and a ridge vent','Back\\slash and a_b in the text'])[1 + i % 8] AS message,
         now() - (i / 3) * interval '1 minute' AS created_at,
         (ARRAY['new','new','contacted','quote-sent','won','lost'])[1 + i % 6] AS status,
         i % 40 = 39 AS spam
       FROM n),
     answered AS (
       SELECT leads.*, (SELECT jsonb_agg(x ORDER BY n) FROM (VALUES
           (1, CASE WHEN address <> '' THEN jsonb_build_object('key', 'address', 'label', 'Address', 'kind', 'short', 'value', address, 'text', address) END),
           (2, jsonb_build_object('key', 'city', 'label', 'City', 'kind', 'choice', 'value', 'denver', 'text', 'Denver')),
           (3, CASE WHEN message <> '' THEN jsonb_build_object('key', 'message', 'label', 'Message', 'kind', 'long', 'value', message, 'text', message) END)
         ) AS v (n, x) WHERE x IS NOT NULL) AS answers
       FROM leads)
     INSERT INTO contacts (id, submission_key, form, name, email, phone, answers, created_at, status, spam, notified_at)
     SELECT 'contact_' || key, key, 'estimate', name, email, phone, answers, created_at, status, spam,
       CASE WHEN NOT spam THEN created_at END FROM answered
     UNION ALL
     SELECT 'error_' || key, key, 'estimate', name, email, phone, answers, created_at, 'new', false, created_at
     FROM answered WHERE i % 50 = 3`,
    [from, count],
  );
}
