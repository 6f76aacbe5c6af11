import { Client } from 'pg';
import { liveChannel } from '../platform/events/event-bus';
import { parseLiveEvent, type LiveEvent } from '../platform/events/live-event';

/**
 * Listens to the live events' channel as another api process would, so a test sees what every process
 * receives whichever way the event was published (after a commit or inside the statement).
 */
export async function listenToLiveChannel(
  databaseUrl: string,
): Promise<{ events: LiveEvent[]; stop(): Promise<void> }> {
  const client = new Client({ connectionString: databaseUrl });
  const events: LiveEvent[] = [];
  client.on('notification', (message) => {
    const event = message.channel === liveChannel && message.payload ? parseLiveEvent(message.payload) : null;
    if (event) events.push(event);
  });
  await client.connect();
  await client.query(`LISTEN ${liveChannel}`);
  return { events, stop: () => client.end() };
}
