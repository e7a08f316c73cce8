export { FieldList };
export type { Field };

import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';

interface Field {
  label: string;
  value: ReactNode;
}

interface FieldListProps {
  fields: Field[];
  /** Said instead when every field is empty. */
  empty?: string;
}

// Label above value on a phone, side by side on a desktop; a field with nothing in it is left out.
function FieldList({ fields, empty }: FieldListProps) {
  const filled = fields.filter((field) => field.value !== '' && field.value !== null && field.value !== undefined && field.value !== false);
  if (!filled.length) {
    return empty ? (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    ) : null;
  }
  return (
    <Box component="dl" m={0}>
      {filled.map((field) => (
        <SimpleGrid
          key={field.label}
          cols={{ base: 1, sm: 3 }}
          spacing={4}
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text component="dt" size="sm" c="gray.7" fw={500}>
            {field.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ gridColumn: 'span 2', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {field.value}
          </Text>
        </SimpleGrid>
      ))}
    </Box>
  );
}
