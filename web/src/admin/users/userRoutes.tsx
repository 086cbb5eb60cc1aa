import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RequirePermission } from '../routes/RequirePermission';

const UserListPage = lazy(() => import('./UserListPage'));
const UserFormPage = lazy(() => import('./UserFormPage'));
const UserProfilePage = lazy(() => import('./UserProfileRoute'));

/** The route name of the profile screen, opened from the avatar menu with the user's id. */
export const userProfileRouteName = 'cadastroUsuario';

/** The address of a user's profile screen (route cadastroUsuario, parameter id). */
export function userProfilePath(id: string): string {
  return `/app/usuarios/perfil/${encodeURIComponent(id)}`;
}

/** /app/usuarios, /app/usuarios/novo and /app/usuarios/editar/:id for the usuarios permission; the profile for its user. */
export const userRoutes = (
  <Route path="usuarios">
    <Route path="perfil/:id" id={userProfileRouteName} element={<UserProfilePage />} />
    <Route element={<RequirePermission permission="usuarios" />}>
      <Route index element={<UserListPage />} />
      <Route path="novo" element={<UserFormPage />} />
      <Route path="editar/:id" element={<UserFormPage />} />
    </Route>
  </Route>
);
