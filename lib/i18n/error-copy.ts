import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

interface ErrorCopy {
  title: string;
  text: string;
  retry: string;
  home: string;
}

/**
 * The error screen's words in the ten languages. They live here rather than in the message files
 * because an error screen must work when the page (and its message provider) failed to render.
 */
const COPY: Record<Locale, ErrorCopy> = {
  en: {
    title: 'Something went wrong',
    text: 'The service is having a problem right now. Nothing you saved is lost; please try again in a moment.',
    retry: 'Try again',
    home: 'Back to home',
  },
  pl: {
    title: 'Coś poszło nie tak',
    text: 'Serwis ma w tej chwili problem. Nic z tego, co zapisałeś, nie przepadło – spróbuj ponownie za chwilę.',
    retry: 'Spróbuj ponownie',
    home: 'Wróć na stronę główną',
  },
  ar: {
    title: 'حدث خطأ ما',
    text: 'تواجه الخدمة مشكلة في الوقت الحالي. لم يُفقد أي شيء حفظته؛ يُرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'حاول مرة أخرى',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  br: {
    title: 'Algo deu errado',
    text: 'O serviço está com um problema no momento. Nada do que você salvou foi perdido; tente novamente em instantes.',
    retry: 'Tentar novamente',
    home: 'Voltar ao início',
  },
  cn: {
    title: '出错了',
    text: '服务暂时出现问题。您已保存的内容不会丢失，请稍后重试。',
    retry: '重试',
    home: '返回首页',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Der Dienst hat gerade ein Problem. Nichts, was Sie gespeichert haben, ist verloren; bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
  },
  es: {
    title: 'Algo ha salido mal',
    text: 'El servicio tiene un problema en este momento. No se ha perdido nada de lo que guardaste; vuelve a intentarlo en un momento.',
    retry: 'Reintentar',
    home: 'Volver al inicio',
  },
  fr: {
    title: 'Un problème est survenu',
    text: 'Le service rencontre un problème pour le moment. Rien de ce que vous avez enregistré n’est perdu ; réessayez dans un instant.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
  it: {
    title: 'Qualcosa è andato storto',
    text: 'Il servizio ha un problema in questo momento. Nulla di ciò che hai salvato è andato perso; riprova tra un attimo.',
    retry: 'Riprova',
    home: 'Torna alla home',
  },
  pt: {
    title: 'Algo correu mal',
    text: 'O serviço está com um problema de momento. Nada do que guardou se perdeu; tente novamente daqui a pouco.',
    retry: 'Tentar novamente',
    home: 'Voltar ao início',
  },
};

export function errorCopy(locale: unknown): ErrorCopy & { locale: Locale } {
  const resolved = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return { ...COPY[resolved], locale: resolved };
}
