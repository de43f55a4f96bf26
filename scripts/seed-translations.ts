import { DEFAULT_SITE_CONTENT } from '@portfolio/common';
import { LIGHT_DARK_CODE } from './seed-posts';
import type { LanguageCode, SiteLanguages, TranslatedFields, TranslationKind } from '@portfolio/common';

/** The seed's languages: English by default, Bengali (the seed owner's), and Arabic, written right to left. */
export const SEED_LANGUAGES: SiteLanguages = { default: 'en', others: ['bn', 'ar'] };

export interface SeedTranslation {
  kind: TranslationKind;
  id: string;
  language: LanguageCode;
  fields: TranslatedFields;
}

/**
 * The seed's translations, all published: the whole site content, three projects and one post in Bengali; the
 * hero, services and one project in Arabic. What is left out shows the English text, marked as such.
 */
export const SEED_TRANSLATIONS: SeedTranslation[] = [
  {
    kind: 'site',
    id: 'content',
    language: 'bn',
    fields: {
      role: 'ওয়েব ও অ্যান্ড্রয়েড অ্যাপ ডেভেলপার',
      heroTitle: 'আমি দ্রুতগতির ওয়েবসাইট আর অ্যান্ড্রয়েড অ্যাপ বানাই, যা মানুষ ব্যবহার করে আনন্দ পায়।',
      heroText:
        'ঢাকার ফুল-স্ট্যাক ডেভেলপার: ওয়েবে React, Node JS ও Mongo DB, অ্যান্ড্রয়েডে Java। Figma-র প্রথম স্কেচ থেকে শুরু করে পরীক্ষিত, চালু পণ্য পর্যন্ত একটি ধারণাকে আমি এগিয়ে নিই।',
      'photo.alt': 'ল্যাপটপে কাজ করছেন তানভীর আহমেদ: একটি আঁকা প্রতিকৃতি',
      aboutSummary:
        'আমি কম্পিউটার টেকনোলজিতে ডিপ্লোমা ইঞ্জিনিয়ারিংয়ের ছাত্র এবং স্বশিক্ষিত ডেভেলপার। ২০২২ সাল থেকে ছোট ব্যবসা, ক্লিনিক ও সহপাঠীদের জন্য ওয়েব ও অ্যান্ড্রয়েড প্রকল্প তৈরি করে দিয়েছি। পরিচ্ছন্ন কোড, সবার জন্য ব্যবহারযোগ্য ইন্টারফেস আর ধীর ফোনেও দ্রুত খোলা পেজ আমার কাছে গুরুত্বপূর্ণ।',
      about: [
        'আমি তানভীর আহমেদ, ঢাকা, বাংলাদেশের একজন ওয়েব ও অ্যান্ড্রয়েড অ্যাপ ডেভেলপার; এখন কম্পিউটার টেকনোলজিতে ডিপ্লোমা ইন ইঞ্জিনিয়ারিং শেষ করছি।',
        'স্কুলে HTML আর CSS দিয়ে শুরু, ২০২২ সালে প্রথম React অ্যাপ, তারপর থেকে অনলাইন দোকান, বুকিং সিস্টেম, ড্যাশবোর্ড আর অ্যান্ড্রয়েড অ্যাপ তৈরি করেছি। ওয়েবে React, Tailwind, Node JS, Express ও Mongo DB দিয়ে পুরো স্ট্যাকে কাজ করি; অ্যান্ড্রয়েডে লিখি Java ও Kotlin।',
        'ছোট দল, স্পষ্ট চাহিদা আর সৎ সময়-অনুমান আমার পছন্দ। প্রতিটি প্রকল্পের সঙ্গে থাকে টেস্ট, একটি README আর হস্তান্তরের একটি কল, যাতে পরের ডেভেলপার, বা আপনি নিজেই, আমাকে ছাড়াই কাজ চালিয়ে যেতে পারেন।',
        'কিবোর্ডের বাইরে আমি অরিগামি ভাঁজ করি, আর পরের অ্যাপের স্ক্রিনগুলো আগে কাগজে এঁকে নিই।',
      ],
      'contact.location': 'ঢাকা, বাংলাদেশ',
      // The skills keep their names: technologies are written alike in Bengali.
      skills: DEFAULT_SITE_CONTENT.skills.map((skill) => skill.name),
      'services.webDevelopment':
        'React, Tailwind ও Node JS দিয়ে রেসপন্সিভ ওয়েবসাইট ও ওয়েব অ্যাপ: ল্যান্ডিং পেজ, অনলাইন দোকান, ড্যাশবোর্ড ও REST API, চালু করা এবং নথিভুক্ত।',
      'services.appDevelopment':
        'Java বা Kotlin-এ নেটিভ অ্যান্ড্রয়েড অ্যাপ, যা অফলাইনে চলে, আপনার ব্যাকএন্ডের সঙ্গে সিঙ্ক করে এবং Play Store-এর জন্য প্রস্তুত।',
      'education.diploma.department': 'কম্পিউটার টেকনোলজি',
      'education.diploma.college': 'ঢাকা পলিটেকনিক ইনস্টিটিউট',
      'education.diploma.board': 'বাংলাদেশ কারিগরি শিক্ষা বোর্ড (বাকাশিবো)',
      'education.ssc.group': 'বিজ্ঞান',
      'education.ssc.school': 'মতিঝিল সরকারি বালক উচ্চ বিদ্যালয়',
      'education.ssc.board': 'ঢাকা',
      'education.ssc.result': 'জিপিএ ৫.০০ (৫.০০-এর মধ্যে)',
    },
  },
  {
    kind: 'project',
    id: 'seed-shopfront',
    language: 'bn',
    fields: {
      title: 'শপফ্রন্ট',
      description:
        'পণ্যের তালিকা, রিলোডের পরেও টিকে থাকা কার্ট, Stripe চেকআউট আর প্রত্যেক গ্রাহকের অর্ডারের ইতিহাসসহ একটি অনলাইন দোকান।',
      purpose: 'একটি ছোট পোশাক ব্র্যান্ড যাতে মার্কেটপ্লেসের ফি ছাড়াই অনলাইনে বিক্রি করতে পারে।',
    },
  },
  {
    kind: 'project',
    id: 'seed-taskboard',
    language: 'bn',
    fields: {
      title: 'টাস্কবোর্ড',
      description:
        'ছোট দলের জন্য একটি কানবান বোর্ড: টেনে-এনে সরানো কার্ড, সদস্যদের মধ্যে সরাসরি হালনাগাদ আর শেষ তারিখগুলোর ক্যালেন্ডার।',
      purpose: 'দলটি স্প্রিন্ট পরিকল্পনায় যে স্প্রেডশিট ব্যবহার করত, তার জায়গা নেওয়া।',
    },
  },
  {
    kind: 'project',
    id: 'seed-clinic-api',
    language: 'bn',
    fields: {
      title: 'ক্লিনিক বুকিং API',
      description:
        'একটি ক্লিনিকে অ্যাপয়েন্টমেন্ট নেওয়ার REST API: ডাক্তারদের সময়সূচি, ই-মেইলে মনে করিয়ে দেওয়া আর অ্যাডমিনের প্রতিবেদন।',
      purpose: 'রিসেপশনের ফোন-খাতা বাদ দিয়ে রোগীরা যাতে নিজেরাই সময় বেছে নিতে পারেন।',
    },
  },
  {
    kind: 'post',
    id: 'css-light-dark',
    language: 'bn',
    fields: {
      title: 'আলো আর আঁধারের জন্য একটিই রঙের তালিকা',
      summary: 'light-dark() দিয়ে সাইটের প্রতিটি রং একটি ঘোষণাতেই দর্শকের থিম মেনে চলে।',
      tags: ['CSS'],
      body: `দুটি থিম মানে আগে ছিল রঙের দুটি তালিকা। \`light-dark()\` দিয়ে তালিকা একটিই।

${LIGHT_DARK_CODE}

> ব্রাউজার চালু থাকা স্কিমের মানটিই বেছে নেয়, তাই থিম বদলানো মানে একটি অ্যাট্রিবিউট বদলানো।
`,
    },
  },
  {
    kind: 'site',
    id: 'content',
    language: 'ar',
    fields: {
      role: 'مطوّر مواقع وتطبيقات أندرويد',
      heroTitle: 'أبني مواقع سريعة وتطبيقات أندرويد يستمتع الناس باستخدامها.',
      heroText:
        'مطوّر متكامل من دكا، أعمل على الويب بـ React وNode JS وMongo DB، وعلى أندرويد بلغة Java. آخذ الفكرة من أول رسم في Figma حتى منتج مختبَر ومنشور.',
      'services.webDevelopment':
        'مواقع وتطبيقات ويب متجاوبة بـ React وTailwind وNode JS: صفحات هبوط، متاجر إلكترونية، لوحات تحكم وواجهات REST، منشورة وموثّقة.',
      'services.appDevelopment':
        'تطبيقات أندرويد أصلية بـ Java أو Kotlin تعمل دون اتصال، وتتزامن مع خادمك، وجاهزة لمتجر Play.',
      'contact.location': 'دكا، بنغلاديش',
    },
  },
  {
    kind: 'project',
    id: 'seed-shopfront',
    language: 'ar',
    fields: {
      title: 'واجهة المتجر',
      description:
        'متجر إلكتروني بكتالوج للمنتجات، وسلة تبقى بعد إعادة التحميل، ودفع عبر Stripe، وسجل طلبات لكل عميل.',
      purpose: 'تمكين علامة ملابس صغيرة من البيع على الإنترنت دون عمولة سوق إلكتروني.',
    },
  },
];
