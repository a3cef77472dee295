import { createContext } from 'react';
import type { DialogApi } from './types';

export const DialogContext = createContext<DialogApi | null>(null);
