// A stand-in for Google's https://apis.google.com/js/api.js, served to the browser by the tests only (offline, the
// real one cannot load). Firebase Auth's popup flow and the Auth emulator's helper iframe use just this much of
// gapi.iframes: open an iframe, register handlers, send messages both ways, ping and restyle. Messages travel with
// window.postMessage; each window runs its own copy of this script.
(function () {
  var MARK = '__gapiStandIn';
  var handlers = {};
  var pending = new Map();
  var sequence = 0;

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[MARK] !== true) return;
    if (message.kind === 'send') {
      var handler = handlers[message.type];
      Promise.resolve(handler ? handler(message.data) : undefined).then(function (result) {
        var reply = { kind: 'reply', id: message.id, responses: [result] };
        reply[MARK] = true;
        event.source.postMessage(reply, '*');
      });
    } else if (message.kind === 'reply' && pending.has(message.id)) {
      var callback = pending.get(message.id);
      pending.delete(message.id);
      callback(message.responses);
    }
  });

  function channel(targetWindow) {
    return {
      register: function (type, handler) {
        handlers[type] = handler;
      },
      send: function (type, data, callback) {
        var id = String(++sequence) + ':' + Math.random();
        pending.set(id, callback || function () {});
        var message = { kind: 'send', id: id, type: type, data: data };
        message[MARK] = true;
        targetWindow().postMessage(message, '*');
      },
      ping: function (callback) {
        if (callback) callback([]);
        return Promise.resolve([]);
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  var context = {
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      var style = (options.attributes && options.attributes.style) || {};
      Object.keys(style).forEach(function (key) {
        frame.style[key] = style[key];
      });
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.src = options.url;
      var opened = channel(function () {
        return frame.contentWindow;
      });
      var loaded = new Promise(function (resolve) {
        frame.onload = resolve;
      });
      (options.where || document.body).appendChild(frame);
      return loaded
        .then(function () {
          return onOpened ? onOpened(opened) : undefined;
        })
        .then(function () {
          return opened;
        });
    },
    getParentIframe: function () {
      return channel(function () {
        return window.parent;
      });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      Iframe: function () {},
      getContext: function () {
        return context;
      },
    },
  };

  var source = document.currentScript && document.currentScript.src;
  var onload = source ? new URL(source).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
