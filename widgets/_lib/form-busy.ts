import { createContext } from 'react';

/** True while the enclosing Form's submit actions run; submit buttons show it and refuse taps. */
export const FormBusyContext = createContext(false);
