import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar without a delete button, for entries the server never deletes (settings, communes, roles). */
export const SAVE_ONLY = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
