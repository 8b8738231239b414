import { type AvatarResponse, displayName, type SessionResponse, type UserDetails } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';

/**
 * After the face changed: the profile shows it, the top bar (the session) shows it at once, and every
 * people list reloads. The server also tells the organizations (Updated person), for the other apps.
 */
function useShowNewFace(user: UserDetails) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (avatarUrl: string | null) => {
    queryClient.setQueryData<UserDetails>(queryKeys.userDetails(user.userId), (old) => old && { ...old, avatarUrl });
    queryClient.setQueryData<SessionResponse>(queryKeys.session, (old) =>
      old?.user ? { ...old, user: { ...old.user, avatarUrl } } : old,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.peopleLists });
    showSuccess(t('UPDATED', { 0: displayName(user) }));
  };
}

/** PUT user/details/{id}/avatar with the cropped picture's bytes. Errors are shown by the caller (quiet). */
export function useAvatarUpload(user: UserDetails) {
  const showNewFace = useShowNewFace(user);
  return useMutation({
    mutationFn: (picture: Blob) =>
      api.upload<AvatarResponse>(`user/details/${user.userId}/avatar`, picture, { quiet: true }),
    onSuccess: ({ avatarUrl }) => showNewFace(avatarUrl),
  });
}

/** DELETE user/details/{id}/avatar: back to initials. */
export function useAvatarRemoval(user: UserDetails) {
  const showNewFace = useShowNewFace(user);
  return useMutation({
    mutationFn: () => api.del<AvatarResponse>(`user/details/${user.userId}/avatar`, { quiet: true }),
    onSuccess: () => showNewFace(null),
  });
}
