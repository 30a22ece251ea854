// Web Push in FuelLinq's service worker (docs/decisions/026-web-push.md): the Workbox worker that
// vite.config.ts generates imports this file. The server sends { title, body, url, tag? }, encrypted to this
// browser (apps/api/src/modules/push/push.service.ts); the push service hands it over here, decrypted.
(function () {
  var worker = self;

  /** Only a path of this site: a message never sends the person elsewhere. */
  function pathOf(value) {
    return typeof value === 'string' && value.charAt(0) === '/' && value.charAt(1) !== '/' ? value : '/app';
  }

  worker.addEventListener('push', function (event) {
    var message;
    try {
      message = event.data ? event.data.json() : {};
    } catch (error) {
      message = { body: event.data ? event.data.text() : '' };
    }
    var options = {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      lang: 'nl',
      data: { url: pathOf(message.url) },
    };
    // A newer message with the same tag (the same alert) replaces the older one, and still makes a sound.
    if (typeof message.tag === 'string' && message.tag) {
      options.tag = message.tag;
      options.renotify = true;
    }
    var title = typeof message.title === 'string' && message.title ? message.title : 'FuelLinq';
    event.waitUntil(worker.registration.showNotification(title, options));
  });

  worker.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var target = new URL(
      pathOf(event.notification.data && event.notification.data.url),
      worker.location.origin,
    );
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        // An open window of the app: bring it to the front, on the message's page.
        for (var i = 0; i < windows.length; i += 1) {
          var client = windows[i];
          if (new URL(client.url).origin === target.origin && 'focus' in client) {
            return client.focus().then(function (focused) {
              if (focused && focused.url !== target.href && 'navigate' in focused) {
                return focused.navigate(target.href).catch(function () {
                  return focused;
                });
              }
              return focused;
            });
          }
        }
        return worker.clients.openWindow(target.href);
      }),
    );
  });
})();
