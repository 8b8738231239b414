// The guides' texts live in the domain package, shared with the server's help chat (docs/decisions.md).
export { GUIDES, type Guide } from '@eos/domain/guides/all';
