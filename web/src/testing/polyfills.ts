// jsdom lacks the encoders react-router reads at import time; Node has them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll; pages scroll to the top when the reader changes page.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
