import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
