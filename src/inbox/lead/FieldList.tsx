export { FieldList };
export type { Field };

import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';

interface Field {
  label: string;
  value: ReactNode;
}

// Label above value on a phone, side by side on a desktop; an empty value shows as a dash.
function FieldList({ fields }: { fields: Field[] }) {
  return (
    <Box component="dl" m={0}>
      {fields.map((field) => (
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
            {field.value === '' || field.value === null || field.value === undefined ? '—' : field.value}
          </Text>
        </SimpleGrid>
      ))}
    </Box>
  );
}
