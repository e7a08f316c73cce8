export { AuthCard };

import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

// The frame of the screens before the inbox: sign in, forgot password, set a password. No responsive style
// props: the sign-in page is drawn at build time and they would put a <style> inside its <body>.
function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={440} py="xl" px="sm" component="main">
      <Text c="gray.7" size="sm" mb={4}>
        Staff inbox
      </Text>
      <Title order={1} size="h2" mb="sm">
        {title}
      </Title>
      {intro && (
        <Text c="gray.7" size="sm" mb="md">
          {intro}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack>{children}</Stack>
      </Paper>
    </Container>
  );
}
