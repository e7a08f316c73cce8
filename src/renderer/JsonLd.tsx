export { JsonLd };

/** A `<script type="application/ld+json">`; `<` is escaped so content can never close the script. */
function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
