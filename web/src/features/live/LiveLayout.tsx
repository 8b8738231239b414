import { Box, Divider, Flex, Stack } from '@mantine/core';
import { AgendaNav } from './agenda/AgendaNav';
import { AttendeeBar } from './attendees/AttendeeBar';
import { LiveHeader } from './header/LiveHeader';
import { ActiveSection } from './sections/ActiveSection';

/**
 * The live screen: the header and attendees on top; the agenda down the side of the active section on
 * a wide screen (1440 px), above it on a phone (375 px).
 */
export function LiveLayout() {
  return (
    <Stack gap="md">
      <LiveHeader />
      <AttendeeBar />
      <Divider />
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box w={{ base: '100%', md: 260 }} style={{ flexShrink: 0 }}>
          <AgendaNav />
        </Box>
        <ActiveSection />
      </Flex>
    </Stack>
  );
}
