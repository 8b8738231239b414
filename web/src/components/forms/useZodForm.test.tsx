import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LazySchema } from './lazySchema';
import { useZodForm } from './useZodForm';

const Schema = z.object({ email: z.string().trim().toLowerCase().min(1, { error: 'VAL_REQUIRED' }) });

/** A one-field form; what it submits goes to `sent`. */
function EmailForm({ schema, sent }: { schema: LazySchema<typeof Schema>; sent: (body: unknown) => void }) {
  const form = useZodForm(schema, { email: '' });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => sent(schema.parse(values)))}>
      <TextInput label="Email" {...form.getInputProps('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(fetchSchema: () => Promise<typeof Schema>) {
  const schema = new LazySchema(fetchSchema);
  const sent = vi.fn();
  render(
    <MantineProvider env="test">
      <EmailForm schema={schema} sent={sent} />
    </MantineProvider>,
  );
  return { sent };
}

describe('a form with a lazy schema', () => {
  it('downloads nothing until a value is typed, then validates and sends the schema output', async () => {
    const fetchSchema = vi.fn(async () => Schema);
    const { sent } = renderForm(fetchSchema);
    await userEvent.click(screen.getByLabelText('Email'));
    expect(fetchSchema).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), '  Ada@Example.COM ');
    expect(fetchSchema).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ email: 'ada@example.com' }));
  });

  it('holds a submit made before the schema arrived, then shows the broken rule', async () => {
    let arrive: (schema: typeof Schema) => void = () => undefined;
    const { sent } = renderForm(() => new Promise((resolve) => (arrive = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    arrive(Schema);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Required');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the values as typed when the schema cannot be downloaded, for the server to judge', async () => {
    const { sent } = renderForm(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ email: 'Ada@Example.com' }));
  });
});
