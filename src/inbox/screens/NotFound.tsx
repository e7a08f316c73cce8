export { NotFound };

import { Link } from 'react-router';
import { Anchor, Text, Title } from '@mantine/core';

function NotFound() {
  return (
    <>
      <Title order={1} size="h2" mb="sm">
        Nothing here
      </Title>
      <Text mb="md">This address is not part of the staff inbox.</Text>
      <Anchor component={Link} to="/staff">
        Go to the leads
      </Anchor>
    </>
  );
}
